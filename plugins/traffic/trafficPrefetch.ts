import type { PagePrefetch } from '../../src/plugins/contract';
import { prefetchSpecList } from '../../src/list/specListQuery';
import { TRAFFIC_LIST } from './trafficList';

/** The table's first page for the address the app opens with, asked while the app boots (as the campaign list's). */
export const prefetchTraffic: PagePrefetch = (context) => prefetchSpecList(TRAFFIC_LIST, context);
