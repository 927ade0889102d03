import { dayParams, idsQuery, libraryCountsQuery, timelineMonthParams, uploadedDayQuery } from '@/domain/schemas/photos';
import * as answer from '@/domain/schemas/photos';
import { route } from '../../http/route';
import { libraryCounts, photoUser, timelineCounts } from './counts';
import { monthListing, takenOnDayListing, timelineMonthPage, uploadedOnDayListing } from './listings';
import { idsOf, pageOf, sorting, timelineQuery, timelineSort } from './route-parts';

/** The caller's counts and the timeline's months. */
export const timelineRoutes = [
  route({
    method: 'GET',
    path: '/users',
    access: 'user',
    summary: 'Photo counts of the caller',
    response: answer.photoUser,
    handler: ({ db, viewer }) => photoUser(db, viewer.accountId),
  }),
  route({
    method: 'GET',
    path: '/users/timeline',
    access: 'user',
    summary: 'Photos per month (year 0, month 0: unknown date)',
    response: answer.timelineCounts,
    handler: ({ db, viewer }) => timelineCounts(db, viewer.accountId),
  }),
  route({
    method: 'GET',
    path: '/users/counts',
    access: 'user',
    summary: 'Photo and album tab counts (sharedView: whether shared albums count)',
    response: answer.libraryCounts,
    query: libraryCountsQuery,
    handler: ({ db, viewer, query }) => libraryCounts(db, viewer.accountId, query.sharedView),
  }),
  route({
    method: 'GET',
    path: '/photos/timeline/:year/:month/ids',
    access: 'user',
    summary: 'Every photo id of one month in a sort (or the range between from and to)',
    response: answer.photoIdList,
    params: timelineMonthParams,
    query: idsQuery(timelineSort),
    handler: ({ db, viewer, params, query }) => idsOf(db, monthListing(viewer.accountId, params, sorting(query)), query),
  }),
  route({
    method: 'GET',
    path: '/photos/taken/:date/ids',
    access: 'user',
    summary: 'Every photo id taken on one day (wall clock): a day of the timeline',
    response: answer.photoIdList,
    params: dayParams,
    handler: ({ db, viewer, params }) => idsOf(db, takenOnDayListing(viewer.accountId, params.date), {}),
  }),
  route({
    method: 'GET',
    path: '/photos/uploaded/:date/ids',
    access: 'user',
    summary: 'Every photo id uploaded on one day (UTC); undated: only those with no date taken',
    response: answer.photoIdList,
    params: dayParams,
    query: uploadedDayQuery,
    handler: ({ db, viewer, params, query }) => idsOf(db, uploadedOnDayListing(viewer.accountId, params.date, query.undated), {}),
  }),
  route({
    method: 'GET',
    path: '/photos/timeline/:year/:month',
    access: 'user',
    summary: 'A page of the photos of one month',
    response: answer.timelinePage,
    params: timelineMonthParams,
    query: timelineQuery,
    handler: async ({ db, viewer, params, query, ctx }) => pageOf(await timelineMonthPage(db, viewer.accountId, params, query, ctx)),
  }),
];
