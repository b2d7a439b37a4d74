import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { findPlaces } from './gazetteer.service.js';

describe('findPlaces', () => {
  it('builds its index off the request thread: the first questions, asked together, are answered while the event loop stays free', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // Several seconds of CPU on this thread would show as one delay that long.
    const [kora, andheri, none] = await Promise.all([findPlaces('kora'), findPlaces('andheri'), findPlaces('zzzzqx')]);
    delay.disable();
    expect(kora[0]).toMatchObject({ name: 'Koramangala', pincode: '560034' });
    expect(andheri[0]).toMatchObject({ name: 'Andheri', district: 'Mumbai Suburban' });
    expect(none).toEqual([]);
    expect(delay.max / 1e6).toBeLessThan(500);
  });
});
