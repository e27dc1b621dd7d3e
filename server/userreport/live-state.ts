// The operators' live state as their browsers report it over /userreport (spec 001 sections 3 and 7): the
// latest report per user, kept in memory per app (`app.userReport.live`). The future monitoring screen reads it through
// liveReports(app) / liveReportOf(app, userId); nothing here is persisted (operator_states is the history).
import type { FastifyInstance } from 'fastify';
import type { UserReport } from './report';
import './types';

export interface LiveEntry {
  user_id: number;
  /** The extension the connection was opened for (the user's own). */
  oper_phone: string;
  /** The latest valid report; null until the first one arrives. */
  report: UserReport | null;
  /** When the latest report arrived (or the connection opened, before any report). */
  at: Date;
  /** Whether the user has a live /userreport connection now. */
  connected: boolean;
}

export class LiveState {
  private readonly entries = new Map<number, LiveEntry>();

  connected(userId: number, operPhone: string): void {
    const previous = this.entries.get(userId);
    this.entries.set(userId, {
      user_id: userId,
      oper_phone: operPhone,
      report: previous?.oper_phone === operPhone ? previous.report : null,
      at: previous?.report && previous.oper_phone === operPhone ? previous.at : new Date(),
      connected: true,
    });
  }

  disconnected(userId: number): void {
    const entry = this.entries.get(userId);
    if (entry) entry.connected = false;
  }

  report(userId: number, operPhone: string, report: UserReport): void {
    this.entries.set(userId, {
      user_id: userId,
      oper_phone: operPhone,
      report,
      at: new Date(),
      connected: true,
    });
  }

  get(userId: number): LiveEntry | null {
    const entry = this.entries.get(userId);
    return entry ? { ...entry } : null;
  }

  all(): LiveEntry[] {
    return [...this.entries.values()].map((entry) => ({ ...entry })).sort((a, b) => a.user_id - b.user_id);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Every user who connected since the app started, by user id, with the latest report. */
export const liveReports = (app: FastifyInstance): LiveEntry[] => app.userReport?.live.all() ?? [];

/** One user's latest report and connection state, or null when the user never connected. */
export const liveReportOf = (app: FastifyInstance, userId: number): LiveEntry | null =>
  app.userReport?.live.get(userId) ?? null;
