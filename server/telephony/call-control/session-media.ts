// sip.js asks a session's SessionDescriptionHandler for our SDP and hands it theirs. Ours never touches
// a media device: each session is given a LegMedia (what rtpengine says for this leg) before sip.js asks,
// and the handler forwards to it. Registered in a WeakMap so a session carries no extra fields.
import type {
  BodyAndContentType,
  Session,
  SessionDescriptionHandler,
  SessionDescriptionHandlerFactory,
} from 'sip.js';

export interface LegMedia {
  /** Our SDP for this leg (offer or answer), from rtpengine. */
  local(): Promise<string>;
  /** The peer's SDP (offer or answer) for this leg. */
  remote(sdp: string): Promise<void>;
}

const legs = new WeakMap<Session, LegMedia>();

export const attachMedia = (session: Session, media: LegMedia) => void legs.set(session, media);

class RtpengineLeg implements SessionDescriptionHandler {
  constructor(private readonly session: Session) {}
  private media(): LegMedia {
    const media = legs.get(this.session);
    if (!media) throw new Error('call-control: a session without media');
    return media;
  }
  close() {}
  async getDescription(): Promise<BodyAndContentType> {
    return { body: await this.media().local(), contentType: 'application/sdp' };
  }
  hasDescription(contentType: string) {
    return contentType === 'application/sdp';
  }
  setDescription(sdp: string) {
    return this.media().remote(sdp);
  }
  sendDtmf() {
    return false;
  }
}

export const rtpengineSdhFactory: SessionDescriptionHandlerFactory = (session) => new RtpengineLeg(session);
