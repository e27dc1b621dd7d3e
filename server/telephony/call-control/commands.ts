// The commands the app gives call-control (docs/telephony.md, "Commands and events"), the same whether the
// node runs in this process or elsewhere: the app calls them on a CallControlClient (./client.ts), a node
// (CallControl, ./index.ts) implements them. `COMMAND_ROUTES` says which node a command goes to.
import type { CallEvents } from './events';

export interface OriginateRequest {
  /** The operator's extension: rung first, with the customer's number as the caller. */
  operator: string;
  phone: string;
  campaignId?: number | null;
}

export interface ListenRequest {
  interactionId: string;
  /** The supervisor's extension: rung from `0000<phone>`, hears both parties. */
  supervisor: string;
}

export interface CallControlCommands {
  hangUp(interactionId: string): Promise<boolean>;
  play(interactionId: string, file: string): Promise<boolean>;
  stopPlay(interactionId: string): Promise<boolean>;
  /** systemId = the interaction id or the SIP Call-ID of the operator's dialog; false = no such live call. */
  chooseMusic(systemId: string, file: string): Promise<boolean>;
  /** Joins the customer of interaction a to the party of interaction b. */
  bridge(a: string, b: string): Promise<boolean>;
  /** Blind transfer of the interaction's customer to a queue name or a number. */
  transfer(interactionId: string, target: string): Promise<boolean>;
  /** The new interaction's id, null when it could not start. */
  originate(request: OriginateRequest): Promise<string | null>;
  listen(request: ListenRequest): Promise<boolean>;
  trunksChanged(): Promise<void>;
}

export type CommandName = keyof CallControlCommands;

export interface CallControlClient extends CallControlCommands {
  /** Every node's call and trunk events. */
  events: CallEvents;
  close(): Promise<void>;
}

/**
 * Where a command goes: `interaction` = the node owning the interaction named by the first argument (or its
 * `interactionId`), `one` = any one live node, `all` = every live node.
 */
export const COMMAND_ROUTES: Record<CommandName, 'interaction' | 'one' | 'all'> = {
  hangUp: 'interaction',
  play: 'interaction',
  stopPlay: 'interaction',
  chooseMusic: 'interaction',
  bridge: 'interaction',
  transfer: 'interaction',
  listen: 'interaction',
  originate: 'one',
  trunksChanged: 'all',
};

/** What a command's reply means when no node has it: false for the yes/no commands. */
export const NOTHING_DONE: { [K in CommandName]: Awaited<ReturnType<CallControlCommands[K]>> } = {
  hangUp: false,
  play: false,
  stopPlay: false,
  chooseMusic: false,
  bridge: false,
  transfer: false,
  listen: false,
  originate: null,
  trunksChanged: undefined,
};

/** Runs a command on a node; a node built without it (an older node) does nothing. */
export async function runOnNode(node: object, name: CommandName, args: unknown[]): Promise<unknown> {
  const method = (node as Record<string, unknown>)[name];
  if (typeof method !== 'function') return NOTHING_DONE[name];
  return (method as (...a: unknown[]) => Promise<unknown>).apply(node, args);
}

/** The interaction a routed command is about. */
export function interactionOf(args: unknown[]): string | null {
  const first = args[0];
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'interactionId' in first)
    return String((first as { interactionId: unknown }).interactionId);
  return null;
}
