import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PressureJudge, type LoadSample } from '../src/lib/pressure-judge';

// Issue 42, fault 3: shed on sustained pressure only — a limit passed in consecutive samples —
// never on one stall, and a sample that measured nothing is no delay at all.

const limits = { maxEventLoopDelayMs: 200, maxEventLoopUtilization: 0, maxHeapMb: 1000, maxDbWaiting: 50, sustainedSamples: 3 };
const calm: LoadSample = { eventLoopDelayMs: 5, eventLoopUtilization: 0.2, heapUsedMb: 100, dbWaiting: 0 };
const lagging: LoadSample = { ...calm, eventLoopDelayMs: 450 };

describe('PressureJudge', () => {
  it('one stall, however long, sheds nothing', () => {
    const judge = new PressureJudge(limits);
    assert.equal(judge.add({ ...calm, eventLoopDelayMs: 30_000 }), null);
    assert.equal(judge.add(calm), null);
    assert.equal(judge.add(lagging), null);
    assert.equal(judge.add(lagging), null);
    assert.equal(judge.add(calm), null, 'two in a row are not three');
  });

  it('an empty sample (nothing measured, e.g. right after start) is not an infinite delay', () => {
    const judge = new PressureJudge(limits);
    for (let i = 0; i < 5; i++) assert.equal(judge.add({ ...calm, eventLoopDelayMs: null }), null);
  });

  it('sheds from the third sample in a row past a limit, and stops at the first sample back under', () => {
    const judge = new PressureJudge(limits);
    assert.equal(judge.add(lagging), null);
    assert.equal(judge.add(lagging), null);
    assert.equal(judge.add(lagging), 'eventLoopDelay');
    assert.equal(judge.add(lagging), 'eventLoopDelay');
    assert.equal(judge.shedding, 'eventLoopDelay');
    assert.equal(judge.add(calm), null);
    assert.equal(judge.shedding, null);
  });

  it('each limit counts its own run: heap and database queue too; a limit of 0 is never passed', () => {
    const judge = new PressureJudge(limits);
    const heavy = { ...calm, heapUsedMb: 1200, eventLoopUtilization: 1 };
    judge.add(heavy);
    judge.add({ ...heavy, dbWaiting: 80 });
    assert.equal(judge.add({ ...heavy, dbWaiting: 80 }), 'heapUsed');
    const queue = new PressureJudge(limits);
    queue.add({ ...calm, dbWaiting: 51 });
    queue.add({ ...calm, dbWaiting: 51 });
    assert.equal(queue.add({ ...calm, dbWaiting: 51 }), 'databaseQueue');
  });

  it('reset forgets the samples before it (start-up is not load)', () => {
    const judge = new PressureJudge(limits);
    judge.add(lagging);
    judge.add(lagging);
    judge.reset();
    assert.equal(judge.add(lagging), null);
  });
});
