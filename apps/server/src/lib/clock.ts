import { todayInMarket } from './dates.js';

/**
 * What time it is, asked for through one port so that tests can move time (a booking window that
 * closes, a checkout that expires) without sleeping. Routes and services never read the system
 * clock themselves.
 */
export interface Clock {
  now(): Date;
  /** Today's calendar date in the marketplace's time zone (yyyy-mm-dd). */
  today(): string;
}

export const systemClock: Clock = {
  now: () => new Date(),
  today: () => todayInMarket(),
};

/** A clock that stands still until moved (tests). */
export class ManualClock implements Clock {
  private current: Date;

  constructor(start: Date = new Date()) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  today(): string {
    return todayInMarket(this.current);
  }

  set(to: Date): void {
    this.current = new Date(to);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
