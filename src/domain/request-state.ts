/** Request state used everywhere (spec §3). */
export const RequestState = {
  NotRequested: 'NotRequested',
  InProgress: 'InProgress',
  Finished: 'Finished',
  Failed: 'Failed',
} as const;
export type RequestState = (typeof RequestState)[keyof typeof RequestState];
