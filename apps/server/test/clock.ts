// A clock that tests move by hand: session expiry, link expiry and two-factor time steps without sleeping.
import type { Clock } from '../src/clock';

export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-06-01T12:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }

  set(instant: Date | string): void {
    this.current = new Date(instant).getTime();
  }
}
