import { describe, it, expect } from 'vitest';
import { upcomingCutOff, promotedCutOff, CUT_OFF_NOTICE_DAYS } from '@/domain/orders/cut-off';
import { campaignFor } from '@/server/services/cut-off/routes';

const campaigns = [
  { name: 'christmas', orderBefore: '2026-12-16' },
  { name: 'mothersday', orderBefore: '2027-05-02' },
];

describe('order cut-off notice', () => {
  it('points out the nearest deadline within the notice window, the deadline day included', () => {
    expect(CUT_OFF_NOTICE_DAYS).toBe(42);
    expect(upcomingCutOff(campaigns, new Date('2026-11-22T10:00:00Z'))?.name).toBe('christmas');
    expect(upcomingCutOff(campaigns, new Date('2026-12-16T23:59:00Z'))?.name).toBe('christmas');
    expect(upcomingCutOff(campaigns, new Date('2026-11-04T00:00:00Z'))?.name).toBe('christmas');
  });

  it('says nothing before the window opens or after the deadline', () => {
    expect(upcomingCutOff(campaigns, new Date('2026-11-03T12:00:00Z'))).toBeNull();
    expect(upcomingCutOff(campaigns, new Date('2026-12-17T00:00:00Z'))).toBeNull();
    expect(upcomingCutOff(campaigns, new Date('2027-04-01T00:00:00Z'))?.name).toBe('mothersday');
  });

  it('is not pointed out to a blocked business account, which cannot order', () => {
    const inWindow = new Date('2026-11-22T10:00:00Z');
    expect(promotedCutOff(campaigns, null, inWindow)?.name).toBe('christmas');
    expect(promotedCutOff(campaigns, 'Default', inWindow)?.name).toBe('christmas');
    expect(promotedCutOff(campaigns, 'Blocked', inWindow)).toBeNull();
  });
});

describe('a campaign of the cut-off service', () => {
  it("gives this year's dates until the delivery day has passed, then next year's", () => {
    expect(campaignFor('christmas', new Date('2026-12-24T23:59:59Z'))).toEqual({
      name: 'christmas',
      orderBefore: '2026-12-16',
      deliveredBefore: '2026-12-24',
    });
    expect(campaignFor('christmas', new Date('2026-12-25T00:00:00Z'))).toMatchObject({ orderBefore: '2027-12-16' });
    expect(campaignFor('mothersday', new Date('2026-11-29T12:00:00Z'))).toEqual({
      name: 'mothersday',
      orderBefore: '2027-05-02',
      deliveredBefore: '2027-05-10',
    });
    expect(campaignFor('fathersday', new Date('2027-01-01T00:00:00Z'))?.deliveredBefore).toBe('2027-06-21');
  });

  it('knows only its own campaigns', () => {
    expect(campaignFor('easter-island', new Date())).toBeUndefined();
    expect(campaignFor('constructor', new Date())).toBeUndefined();
  });
});
