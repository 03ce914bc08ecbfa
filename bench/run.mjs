// `npm run bench`: whole-process figures of the product against the bare react-admin floor, measured
// in one run on this machine (method and targets: bench/README.md). It measures; it never fails the
// build. It writes bench/results.json and its Markdown rendering, bench/results.md.
//   --http1            serve both builds with `vite preview` (HTTP/1.1) instead of HTTP/2 over TLS
//   --lighthouse-only  only the Lighthouse part; its figures go to bench/.work/lighthouse.json (and
//                      .md) and bench/results.json and results.md are left as they are
//   --traffic-only     only the traffic figures (the product's build alone, no floor): the traffic
//                      table's sort against /campaigns rows visible, and the mock's traffic report
//                      call; they go to bench/.work/traffic.json (and .md), the results left as they are
//   --pages-only       only the list pages' rows visible: the floor's list, /campaigns and
//                      /admin/campaigns in turn; they go to bench/.work/pages.json (and .md), the
//                      results left as they are
// BENCH_MOCK_PORT, BENCH_APP_PORT and BENCH_FLOOR_PORT move the bench's servers off 3301, 4301 and 4302;
// BENCH_WORK_DIR its builds and mock data off bench/.work (two benches can then run side by side).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from '../scripts/chromium.mjs';
import { TSX, VITE, startNode, stop, stopOnExit, waitFor } from '../scripts/processes.mjs';
import { launch, measure, mediansInTurn } from './browser.mjs';
import { KEYSTROKES, editMedians, measureEdit } from './edit.mjs';
import { countSearchRequests } from './searches.mjs';
import { measureReportChart, reportCallLoads } from './reports.mjs';
import { measureTrafficSort, trafficCallLoad, trafficRows } from './traffic.mjs';
import { PRESETS, lighthouseMedians } from './lighthouse.mjs';
import { LIGHTHOUSE_TARGETS, lighthouseMarkdown, lighthouseRows } from './lighthouseReport.mjs';
import { load } from './load.mjs';
import { forecastCallLoad, forecastRow } from './forecast.mjs';
import { figuresMarkdown, writeResultsMarkdown } from './resultsMarkdown.mjs';
import { serveBuilds } from './servers.mjs';
import { signIn, signedInSession } from './session.mjs';
import { EVENTS_CLOCK_RATE, eventsHeapRow, measureEventsMemory } from './events.mjs';
import { hostileZipLoad, hostileZipRow } from './files.mjs';
import { storedFilesLoad, storedFilesRows } from './stored-files.mjs';
import { removeMockData } from './mock-data.mjs';
import { picturesOnOwnMock, picturesRow } from './pictures.mjs';
import { invoicePdfRow, invoicePdfTimes } from './invoices.mjs';
import { audienceUploadLoad, audienceUploadRow } from './audiences.mjs';
import { csvDryRunLoad, csvDryRunRow } from './bulk-csv.mjs';
import { adminCampaignListLoad, adminExcelTimes, adminRows } from './admin.mjs';

const { values: flags } = parseArgs({
  options: { http1: { type: 'boolean', default: false }, 'lighthouse-only': { type: 'boolean', default: false }, 'traffic-only': { type: 'boolean', default: false }, 'pages-only': { type: 'boolean', default: false } },
});
const TRAFFIC_ONLY = flags['traffic-only'];
const PAGES_ONLY = flags['pages-only'];
const SERVING = flags.http1 ? 'http1' : 'h2';
const SERVING_LABEL = { h2: 'HTTP/2 over TLS (bench/h2server.mjs)', http1: 'HTTP/1.1 (vite preview)' }[SERVING];

const RUNS = 5;
/** Lighthouse runs per page and preset (each takes 15–25 s here). */
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_VERSION = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
const WORK = process.env.BENCH_WORK_DIR ?? 'bench/.work';
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const PORTS = { mock: port('BENCH_MOCK_PORT', 3301), app: port('BENCH_APP_PORT', 4301), floor: port('BENCH_FLOOR_PORT', 4302) };
const MOCK = `http://localhost:${PORTS.mock}`;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

ensureChromium();
mkdirSync(WORK, { recursive: true });
const build = (args) => {
  const run = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
};
// What is built: the working tree, which may hold app changes not yet committed (noted in the results).
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trimEnd();
const built = {
  commit: git('rev-parse', '--short', 'HEAD'),
  uncommitted: git('status', '--porcelain', '--', 'src', 'plugins', 'locales', 'index.html', 'vite', 'vite.config.ts').split('\n').filter(Boolean),
};
console.log(`Building the product${TRAFFIC_ONLY ? '' : ' and the floor app'} (commit ${built.commit}${built.uncommitted.length ? `, ${built.uncommitted.length} app files changed since: ${built.uncommitted.map((line) => line.slice(3)).join(', ')}` : ''})…`);
build(['--outDir', `${WORK}/app-dist`]);
// The floor's config builds into bench/.work/floor-dist; an absolute folder follows BENCH_WORK_DIR.
if (!TRAFFIC_ONLY) build(['--config', 'bench/vite.floor.config.ts', '--outDir', resolve(WORK, 'floor-dist')]);

removeMockData(`${WORK}/db-large.json`);
const serving = serveBuilds(SERVING, { appDist: `${WORK}/app-dist`, floorDist: TRAFFIC_ONLY ? null : `${WORK}/floor-dist`, ports: PORTS });
const APP = serving.app;
const FLOOR = serving.floor;
const servers = [
  // The events clock runs 20 times faster (only the events calls read it): ten event minutes in 30 s.
  // The test-only API makes the 500-line invoice of the invoice PDF figure (bench/invoices.mjs).
  startNode('mock', [...TSX, 'mock-server/main.ts'], { MOCK_PORT: PORTS.mock, MOCK_SCALE: 'large', MOCK_DB_FILE: `${WORK}/db-large.json`, MOCK_SILENT: '1', MOCK_CLOCK_RATE: String(EVENTS_CLOCK_RATE), MOCK_ADMIN_API: '1' }, { quiet: true }),
  ...serving.servers,
];
stopOnExit(servers);
console.log(`Serving both builds over ${SERVING_LABEL}; load average ${loadAverage()}.`);

const json = (token, body) => ({ method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

/**
 * The campaign the editor figures open: the advertiser's first draft of a conversion with a website
 * custom event and a manual bid, the record that shows the most of basic info (the website promotion
 * with its action and secondary events, the bid field), editable (a draft's name is not locked).
 */
const editorCampaign = async (token) => {
  const headers = { Authorization: `Bearer ${token.access_token}` };
  const listBody = { space_id: token.space_id, name: '', status_filter: [0], from_date: '', to_date: '', page: 1, pageSize: 100, sort_by_field: 'id', order_field: 'id', order_asc: true };
  const drafts = (await (await fetch(`${MOCK}/v1/campaign/list/v2`, json(token.access_token, listBody))).json()).data.data;
  for (const { id } of drafts) {
    const record = (await (await fetch(`${MOCK}/v1/campaign/${id}`, { headers })).json()).data;
    if (record.bidding_strategy.goal === 'website_custom_event' && record.manual_cpx && record.status_key === 0) return record;
  }
  throw new Error('The advertiser has no draft website custom event campaign with a manual bid');
};

/**
 * The campaign the targeting figures open: the advertiser's first draft with manual
 * targeting, whose tab shows the ages, the apps search and the other manual inputs.
 */
const targetingCampaign = async (token) => {
  const headers = { Authorization: `Bearer ${token.access_token}` };
  const listBody = { space_id: token.space_id, name: '', status_filter: [0], from_date: '', to_date: '', page: 1, pageSize: 100, sort_by_field: 'id', order_field: 'id', order_asc: true };
  const drafts = (await (await fetch(`${MOCK}/v1/campaign/list/v2`, json(token.access_token, listBody))).json()).data.data;
  for (const { id } of drafts) {
    const record = (await (await fetch(`${MOCK}/v1/campaign/${id}`, { headers })).json()).data;
    if (!record.targeting.automatic_targeting && record.country) return record;
  }
  throw new Error('The advertiser has no draft with manual targeting');
};

/** The advertiser's first running campaign, whose report the reports figures open. */
const reportCampaign = async (token) => {
  const listBody = { space_id: token.space_id, name: '', status_filter: [3], from_date: '', to_date: '', page: 1, pageSize: 1, sort_by_field: 'id', order_field: 'id', order_asc: true };
  const [first] = (await (await fetch(`${MOCK}/v1/campaign/list/v2`, json(token.access_token, listBody))).json()).data.data;
  if (!first) throw new Error('The advertiser has no running campaign');
  return first;
};
const isoDayOffset = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const results = { serving: SERVING, built };
const lighthousePages = (session) => ({
  floor: { url: `${FLOOR}/#/campaigns` },
  login: { url: `${APP}/auth/login` },
  campaigns: { url: `${APP}/campaigns`, session },
});
try {
  await Promise.all([waitFor(`${MOCK}/v1/whitelabel/info`, 120_000), serving.ready()]);
  const { token: advertiser, session } = await signedInSession(MOCK, 'advertiser@demo.test', 'Advertiser#2026');
  // The administrator's stored session too: /admin/campaigns is measured signed in as the administrator.
  const { token: admin, session: adminSession } = await signedInSession(MOCK, 'admin@demo.test', 'Admin#2026');

  if (TRAFFIC_ONLY) {
    // The campaign list and the traffic page in turn, as the full bench visits its pages.
    const browser = await launch();
    console.log(`Measuring /campaigns and /traffic (a warm-up, then ${RUNS} rounds in turn)…`);
    results.loadAverage = { pagesStart: loadAverage() };
    const { medians, rounds } = await mediansInTurn(RUNS, {
      campaigns: () => measure(browser, `${APP}/campaigns`, 'tbody a', session),
      traffic: () => measureTrafficSort(browser, `${APP}/traffic`, session),
    });
    Object.assign(results, medians, { rounds });
    results.loadAverage.pagesEnd = loadAverage();
    await browser.close();
    console.log('Loading the mock traffic report call: 4 clients for 5 s…');
    results.trafficCall = await trafficCallLoad(MOCK, advertiser.access_token, advertiser.space_id);
  } else if (PAGES_ONLY) {
    const browser = await launch();
    console.log(`Measuring the list pages (a warm-up, then ${RUNS} rounds in turn)…`);
    results.loadAverage = { pagesStart: loadAverage() };
    const { medians, rounds } = await mediansInTurn(RUNS, {
      floor: () => measure(browser, `${FLOOR}/#/campaigns`, 'tbody tr'),
      campaigns: () => measure(browser, `${APP}/campaigns`, 'tbody a', session),
      adminCampaigns: () => measure(browser, `${APP}/admin/campaigns`, '[data-testid="admin-campaign-row"]', adminSession),
    });
    Object.assign(results, medians, { rounds });
    results.loadAverage.pagesEnd = loadAverage();
    await browser.close();
  } else if (!flags['lighthouse-only']) {
    const campaign = await editorCampaign(advertiser);
    const targeted = await targetingCampaign(advertiser);
    const reported = await reportCampaign(advertiser);
    // The same page per hour with the compare on: 7 days (168 points a series) and a year (8,760).
    const reportUrl = (days) => `${APP}/reports?campaignId=${reported.id}&from=${isoDayOffset(1 - days)}&to=${isoDayOffset(1)}&granularity=hour`;
    const browser = await launch();
    console.log(`Measuring pages (a warm-up, then ${RUNS} rounds visiting each page in turn)…`);
    results.loadAverage = { pagesStart: loadAverage() };
    const { medians: pages, rounds } = await mediansInTurn(RUNS, {
      floor: () => measure(browser, `${FLOOR}/#/campaigns`, 'tbody tr'),
      login: () => measure(browser, `${APP}/auth/login`, 'button[type="submit"]'),
      campaigns: () => measure(browser, `${APP}/campaigns`, 'tbody a', session),
      // The administrator campaigns list (14 days, every account of the white-label) against the floor's list.
      adminCampaigns: () => measure(browser, `${APP}/admin/campaigns`, '[data-testid="admin-campaign-row"]', adminSession),
      // The floor's one-input Edit view and the campaign editor on a whole record. Ready when
      // the inputs named hold the record's values; then keystrokes in the floor's input and in every
      // text input of the editor's basic info.
      floorEdit: () => measureEdit(browser, { url: `${FLOOR}/#/campaigns/1`, expected: [['name', 'Campaign 1']], measure: ['name'] }),
      editor: () =>
        measureEdit(browser, {
          url: `${APP}/campaign/edit/${campaign.id}`,
          expected: [
            ['name', campaign.name],
            ['productURL', campaign.product_url],
            ['bidding_strategy.click_url', campaign.bidding_strategy.click_url],
          ],
          measure: 'all',
          session,
        }),
      // Every text input of the manual targeting tab (the ages; the apps search has no form
      // field of its own).
      targeting: () =>
        measureEdit(browser, {
          url: `${APP}/campaign/edit/${targeted.id}?tab=targeting`,
          expected: [['targeting.from_age', String(targeted.targeting.from_age)]],
          measure: 'all',
          session,
        }),
      // The reports chart complete (every chunk in) over 7 days and over 365 days per hour.
      reportWeek: () => measureReportChart(browser, reportUrl(7), session),
      reportYear: () => measureReportChart(browser, reportUrl(365), session),
      // The traffic table's rows after a sort change, against the campaign list's rows above.
      traffic: () => measureTrafficSort(browser, `${APP}/traffic`, session),
    });
    Object.assign(results, pages, { rounds });
    results.floorEdit = editMedians(rounds.floorEdit);
    // The busiest of basic info's other inputs: the name has its own row.
    results.editor = { campaign: { id: campaign.id, goal: campaign.bidding_strategy.goal }, ...editMedians(rounds.editor, ['name']) };
    results.targeting = { campaign: { id: targeted.id }, ...editMedians(rounds.targeting) };
    // Requests sent while a 10-character search is typed, three visits each.
    const searchVisits = async (options) => {
      const visits = [];
      for (let visit = 0; visit < 3; visit += 1) visits.push(await countSearchRequests(browser, { session, ...options }));
      return visits;
    };
    results.searches = {
      apps: await searchVisits({
        url: `${APP}/campaign/edit/${targeted.id}?tab=targeting`,
        open: async (page) => page.getByRole('searchbox', { name: 'Search apps' }),
        path: '/v1/campaign/app/resources',
        debounceMs: 300,
      }),
      placements: await searchVisits({
        url: `${APP}/campaign/edit/${targeted.id}?tab=placement`,
        open: async (page) => page.getByRole('searchbox', { name: 'Search placements' }),
        path: '/v1/campaign/placements/report',
        debounceMs: 1000,
      }),
    };
    // The events page's heap after 10 minutes live against after 1 (the mock's events clock ×20).
    console.log(`Measuring the events page live: 10 of the mock's minutes (${EVENTS_CLOCK_RATE} times faster) against 1…`);
    results.eventsMemory = await measureEventsMemory({ browser, url: `${APP}/events`, session });
    results.loadAverage.pagesEnd = loadAverage();
    await browser.close();
  }

  if (!TRAFFIC_ONLY && !PAGES_ONLY) {
    console.log(`Lighthouse ${LIGHTHOUSE_VERSION}: ${LIGHTHOUSE_RUNS} rounds of the desktop and mobile presets on each page…`);
    results.loadAverage = { ...results.loadAverage, lighthouseStart: loadAverage() };
    try {
      results.lighthouse = await lighthouseMedians(LIGHTHOUSE_RUNS, lighthousePages(session), { reportsDir: `${WORK}/lighthouse-reports` });
    } catch (error) {
      // A third-party tool failing is reported, never a reason to lose the rest of the bench.
      console.log(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
    }
    results.loadAverage.lighthouseEnd = loadAverage();
  }

  if (!flags['lighthouse-only'] && !TRAFFIC_ONLY && !PAGES_ONLY) {
    console.log('Loading the mock list call: 16 clients for 10 s…');
    const listBody = { from_date: '2026-10-22', to_date: '2026-11-22', page: 1, pageSize: 10, space_id: advertiser.space_id, order_field: 'spent', sort_by_field: 'spent', order_asc: false, status_filter: [50] };
    results.list = await load({ url: `${MOCK}/v1/campaign/list/v2`, init: () => json(advertiser.access_token, listBody), clients: 16, seconds: 10 });

    const exportTimes = [];
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      const response = await fetch(`${MOCK}/v1/campaign/report/download/account-report`, json(admin.access_token, { fromDate: '2026-10-22', toDate: '2026-11-22' }));
      const text = await response.text();
      exportTimes.push(performance.now() - started);
      results.exportRows = text.trim().split('\r\n').length - 1;
    }
    results.exportMs = Math.min(...exportTimes);

    console.log('Loading the mock report calls over 365 days: 4 clients for 3 s each…');
    const reported = await reportCampaign(advertiser);
    results.reportCalls = await reportCallLoads(MOCK, advertiser.access_token, reported.id, isoDayOffset(-364), isoDayOffset(1), { from: isoDayOffset(-6), to: isoDayOffset(1) });
    console.log('Loading the mock traffic report call: 4 clients for 5 s…');
    results.trafficCall = await trafficCallLoad(MOCK, advertiser.access_token, advertiser.space_id);
    console.log('Loading the mock forecast call: 4 clients for 5 s…');
    results.forecastCall = await forecastCallLoad(MOCK, advertiser.access_token);
    console.log("Sending the probe's lying zip 100 times while a cheap call loops…");
    results.hostileZip = await hostileZipLoad(MOCK, advertiser.access_token);
    console.log('Uploading 27 MB of video and 100 more files, then timing another user\'s cheap write…');
    const analyst = await signIn(MOCK, 'analyst@demo.test', 'Analyst#2026');
    results.storedFiles = await storedFilesLoad(MOCK, `${WORK}/db-large.json`, { advertiser: advertiser.access_token, analyst: analyst.access_token });
    console.log('Sending 5000x5000 pictures four at a time and a 150 MB one-line audience file while a cheap call loops, on a mock of its own…');
    results.pictures = await picturesOnOwnMock({ port: PORTS.mock + 8, work: WORK });
    console.log('Asking for an invoice PDF of 500 line items…');
    results.invoicePdf = await invoicePdfTimes(MOCK, advertiser.access_token, advertiser.space_id);
    console.log('Uploading an audience file of 1,000,000 lines while the mock\'s memory is read…');
    results.audienceUpload = await audienceUploadLoad(MOCK, advertiser.access_token, advertiser.space_id, servers[0].pid);
    console.log("Sending a 5,000-line edited campaigns CSV to the dry run, on a mock of its own…");
    results.csvDryRun = await csvDryRunLoad({ port: PORTS.mock + 7, work: WORK });
    console.log('Writing the accounts Excel of every account, then loading the admin campaigns list: 16 clients for 10 s…');
    results.adminExcel = await adminExcelTimes(MOCK, admin.access_token);
    results.adminCampaignList = await adminCampaignListLoad(MOCK, admin.access_token);
  }
} finally {
  servers.forEach(stop);
  serving.remove();
}

const lighthouse = results.lighthouse
  ? { version: LIGHTHOUSE_VERSION, runs: LIGHTHOUSE_RUNS, serving: SERVING_LABEL, targets: LIGHTHOUSE_TARGETS, table: lighthouseRows(results.lighthouse.medians, Object.keys(PRESETS)) }
  : null;
const printLighthouse = () => {
  if (!lighthouse) return;
  console.log(`${lighthouseMarkdown(lighthouse.table)}\n`);
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, medians of ${LIGHTHOUSE_RUNS}, both builds served over ${SERVING_LABEL}; targets: performance ≥ the floor's, LCP ≤ ${LIGHTHOUSE_TARGETS.lcpRatio.toFixed(2)} × the floor's.`);
  console.log(`Load average: ${results.loadAverage.lighthouseStart} at its start, ${results.loadAverage.lighthouseEnd} at its end.\n`);
};

if (flags['lighthouse-only']) {
  printLighthouse();
  const written = { measuredAt: new Date().toISOString(), raw: results, lighthouse };
  writeFileSync(`${WORK}/lighthouse.json`, `${JSON.stringify(written, null, 2)}\n`);
  writeResultsMarkdown(written, `${WORK}/lighthouse.md`, { title: 'Lighthouse only' });
  console.log(`Written to ${WORK}/lighthouse.json and lighthouse.md (bench/results.json and results.md are left as they were).`);
  process.exit(0);
}

const ms = (value) => `${value.toFixed(0)} ms`;
if (TRAFFIC_ONLY) {
  const table = trafficRows(results, ms);
  console.log(`\n${figuresMarkdown(table)}\n`);
  console.log(`Pages served over ${SERVING_LABEL}; load average ${results.loadAverage.pagesStart} before the visits, ${results.loadAverage.pagesEnd} after them.`);
  const written = { measuredAt: new Date().toISOString(), runs: RUNS, serving: SERVING_LABEL, raw: results, table };
  writeFileSync(`${WORK}/traffic.json`, `${JSON.stringify(written, null, 2)}\n`);
  writeResultsMarkdown(written, `${WORK}/traffic.md`, { title: 'Traffic figures only' });
  console.log(`Written to ${WORK}/traffic.json and traffic.md (bench/results.json and results.md are left as they were).`);
  process.exit(0);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const ms1 = (value) => `${value.toFixed(1)} ms`;
const row = (figure, ours, floorValue, ratioTarget, format) => {
  const ratio = ours / floorValue;
  return { figure, ours: format(ours), floor: format(floorValue), ratio: ratio.toFixed(2), target: `≤ ${ratioTarget.toFixed(2)} ×`, met: ratio <= ratioTarget };
};
if (PAGES_ONLY) {
  const { floor, campaigns, adminCampaigns } = results;
  const table = [
    row('Time to list rows visible on /campaigns', campaigns.readyMs, floor.readyMs, 1.2, ms),
    row('Time to list rows visible on /admin/campaigns', adminCampaigns.readyMs, floor.readyMs, 1.2, ms),
  ];
  console.log(`\n${figuresMarkdown(table)}\n`);
  console.log(`Pages served over ${SERVING_LABEL}; load average ${results.loadAverage.pagesStart} before the visits, ${results.loadAverage.pagesEnd} after them.`);
  const written = { measuredAt: new Date().toISOString(), runs: RUNS, serving: SERVING_LABEL, raw: results, table };
  writeFileSync(`${WORK}/pages.json`, `${JSON.stringify(written, null, 2)}\n`);
  writeResultsMarkdown(written, `${WORK}/pages.md`, { title: 'List pages only' });
  console.log(`Written to ${WORK}/pages.json and pages.md (bench/results.json and results.md are left as they were).`);
  process.exit(0);
}

const { floor, login, campaigns, adminCampaigns, list, floorEdit, editor, targeting, searches, reportWeek, reportYear, reportCalls, eventsMemory, traffic, trafficCall, forecastCall, hostileZip, storedFiles, pictures, invoicePdf, audienceUpload, csvDryRun, adminExcel, adminCampaignList } = results;
const floorKey = floorEdit.inputs.name.paintMs;
const busiest = editor.inputs[editor.busiest];
const targetingBusiest = targeting.inputs[targeting.busiest];
/** A search's worst visit: the most requests beyond what its debounce windows allow. */
const searchRow = (figure, visits, debounce) => {
  const worst = visits.reduce((a, b) => (b.requests - b.windows > a.requests - a.windows ? b : a));
  return {
    figure,
    ours: `${worst.requests} request${worst.requests === 1 ? '' : 's'} in ${worst.windows} window${worst.windows === 1 ? '' : 's'} (worst of ${visits.length})`,
    floor: '—',
    ratio: '—',
    target: `≤ 1 per ${debounce} window`,
    met: visits.every((visit) => visit.requests <= visit.windows),
  };
};
const table = [
  row('JS loaded for /auth/login (gzip)', login.jsGzip, floor.jsGzip, 1.1, kb),
  row('JS loaded for /campaigns after login (gzip)', campaigns.jsGzip, floor.jsGzip, 1.25, kb),
  row('Time to list rows visible on /campaigns', campaigns.readyMs, floor.readyMs, 1.2, ms),
  row('Time to list rows visible on /admin/campaigns', adminCampaigns.readyMs, floor.readyMs, 1.2, ms),
  row('Largest contentful paint on /auth/login', login.lcpMs, floor.lcpMs, 1.1, ms),
  row('Keystroke to paint, campaign editor: Campaign name', editor.inputs.name.paintMs, floorKey, 1.5, ms1),
  row(`Keystroke to paint, campaign editor: ${busiest.label} (${editor.busiest}), the busiest of basic info`, busiest.paintMs, floorKey, 1.5, ms1),
  row('Edit route to form ready, /campaign/edit/:id', editor.readyMs, floorEdit.readyMs, 1.3, ms),
  row(`Keystroke to paint, targeting tab: ${targetingBusiest.label} (${targeting.busiest}), the busiest`, targetingBusiest.paintMs, floorKey, 1.5, ms1),
  searchRow('Apps search (targeting), 10 characters typed 40 ms apart', searches.apps, '300 ms'),
  searchRow('Placements search (placement), 10 characters typed 40 ms apart', searches.placements, '1,000 ms'),
  { figure: 'Mock list/v2 at large scale, 16 clients × 10 s', ours: `p50 ${ms(list.p50)}, p95 ${ms(list.p95)}, ${list.rps.toFixed(0)} req/s`, floor: '—', ratio: '—', target: 'p95 ≤ 50 ms', met: list.p95 <= 50 },
  { figure: `CSV export of all ${results.exportRows} campaigns`, ours: ms(results.exportMs), floor: '—', ratio: '—', target: '≤ 1000 ms', met: results.exportMs <= 1000 },
  { ...row('Reports chart visible, 365 days per hour against 7 days (compare on)', reportYear.visibleMs, reportWeek.visibleMs, 1.5, ms), floor: `${ms(reportWeek.visibleMs)} (7 days)` },
  { figure: 'Reports chart complete (every chunk in), 365 days per hour', ours: ms(reportYear.completeMs), floor: `${ms(reportWeek.completeMs)} (7 days)`, ratio: (reportYear.completeMs / reportWeek.completeMs).toFixed(2), target: '— (fills in as chunks arrive)', met: true },
  { figure: 'Longest main-thread task while the year\'s chart renders', ours: ms(reportYear.longestTaskMs), floor: '—', ratio: '—', target: '≤ 200 ms', met: reportYear.longestTaskMs <= 200 },
  ...Object.entries(reportCalls).map(([name, call]) => ({ figure: `Mock report call ${name}, 365 days at large scale, 4 clients × 3 s`, ours: `p50 ${ms(call.p50)}, p95 ${ms(call.p95)}`, floor: '—', ratio: '—', target: 'p95 ≤ 50 ms', met: call.p95 <= 50 })),
  eventsHeapRow(eventsMemory),
  ...trafficRows({ campaigns, traffic, trafficCall }, ms),
  ...(forecastCall ? [forecastRow(forecastCall, ms)] : []),
  ...(hostileZip ? [hostileZipRow(hostileZip, ms)] : []),
  ...(storedFiles ? storedFilesRows(storedFiles, ms) : []),
  ...(pictures ? [picturesRow(pictures, ms)] : []),
  ...(invoicePdf ? [invoicePdfRow(invoicePdf, ms)] : []),
  ...(audienceUpload ? [audienceUploadRow(audienceUpload, ms)] : []),
  ...(csvDryRun ? [csvDryRunRow(csvDryRun, ms)] : []),
  ...adminRows({ excel: adminExcel, list: adminCampaignList }, ms),
];
const markdown = figuresMarkdown(table);
console.log(`\n${markdown}\n`);
console.log(`Pages served over ${SERVING_LABEL}; load average ${results.loadAverage.pagesStart} before the page visits, ${results.loadAverage.pagesEnd} after them.`);
console.log(`Keystrokes: medians of ${KEYSTROKES} per input and visit, against the floor's one-input Edit view; campaign ${editor.campaign.id} (${editor.campaign.goal}). Every basic info input:`);
for (const [name, input] of Object.entries(editor.inputs))
  console.log(`  ${input.label} (${name}): to paint ${ms1(input.paintMs)}, work ${ms1(input.workMs)}`);
console.log(`Targeting tab of campaign ${targeting.campaign.id}:`);
for (const [name, input] of Object.entries(targeting.inputs))
  console.log(`  ${input.label} (${name}): to paint ${ms1(input.paintMs)}, work ${ms1(input.workMs)}`);
console.log(`  the floor's input: to paint ${ms1(floorEdit.inputs.name.paintMs)}, work ${ms1(floorEdit.inputs.name.workMs)}\n`);
printLighthouse();
const written = { measuredAt: new Date().toISOString(), runs: RUNS, serving: SERVING_LABEL, raw: results, table, lighthouse };
writeFileSync('bench/results.json', `${JSON.stringify(written, null, 2)}\n`);
writeResultsMarkdown(written, 'bench/results.md');
console.log('Written to bench/results.json and bench/results.md.');
// Nothing may keep the bench alive once it has reported (a Lighthouse run abandoned on its time limit
// can leave a DevTools socket behind).
process.exit(0);
