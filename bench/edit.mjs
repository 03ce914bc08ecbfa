// Edit-view figures: the edit route to its form ready, and keystroke-to-paint in the
// form's text inputs, for the campaign editor and the floor's one-input Edit view alike.
import { median } from './browser.mjs';

/** Keystrokes typed into each measured input per visit; each waits for the previous one's paint. */
export const KEYSTROKES = 12;
const WARM_UP = 12;
const TEXT_TYPES = new Set(['text', 'url', 'email', 'search', 'tel', 'number']);

/**
 * Polled on every frame from navigation on: the time (from navigation start) at which every given
 * input is rendered and holds its record value, or false.
 */
const formFilled = (expected) =>
  expected.every(([name, value]) => document.querySelector(`form input[name="${CSS.escape(name)}"]`)?.value === value) && performance.now();

/**
 * Installed once the form is ready. For each keystroke that changes the input:
 * - paint: from the keydown event (its timeStamp: when the browser took the key) to the first task
 *   after the animation frame that follows the input event, i.e. after the frame that paints the
 *   keystroke's render (the rAF + message idiom of INP-style measures). Frame timing is in it: a
 *   cheap keystroke still waits for the next frame.
 * - work: the main thread's time on the keystroke alone (handlers: its first two parts): the keydown's handlers, the text's
 *   (beforeinput to input, during which React re-renders the controlled input, in the microtask
 *   after its listener) and the frame's style, layout and paint (the rAF callback to the message).
 *   It leaves out the waits between them, so it ranks the inputs by what their keystrokes cost.
 * Listeners on the window: capture ones run before the page's, bubbling ones after React's root.
 */
const installProbe = () => {
  const probe = { paint: [], work: [], handlers: [], stroke: null };
  window.__benchKeys = probe;
  const now = () => performance.now();
  window.addEventListener('keydown', (event) => (probe.stroke = { started: event.timeStamp, keydown: now(), work: 0 }), true);
  window.addEventListener('keydown', () => probe.stroke && (probe.stroke.work += now() - probe.stroke.keydown));
  window.addEventListener('beforeinput', () => probe.stroke && (probe.stroke.text = now()), true);
  window.addEventListener('input', () => {
    const stroke = probe.stroke;
    if (!stroke || stroke.text === undefined) return;
    probe.stroke = null;
    stroke.work += now() - stroke.text;
    requestAnimationFrame(() => {
      const frame = now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const painted = now();
        probe.handlers.push(stroke.work);
        probe.work.push(stroke.work + (painted - frame));
        probe.paint.push(painted - stroke.started);
      };
      channel.port2.postMessage(null);
    });
  });
};

/** Resolves after the next frame has been painted. */
const nextPaint = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    }),
  );

/** The form's visible, enabled text inputs (no autocomplete, no select): name, label, type. */
const textInputs = (types) =>
  [...document.querySelectorAll('form input')]
    .filter(
      (input) =>
        input.name &&
        types.includes(input.type) &&
        !input.disabled &&
        !input.readOnly &&
        input.getAttribute('role') !== 'combobox' &&
        // MUI's Select keeps its value in a hidden native input.
        input.getAttribute('aria-hidden') !== 'true' &&
        input.tabIndex >= 0 &&
        input.getClientRects().length > 0,
    )
    .map((input) => ({ name: input.name, type: input.type, label: input.labels?.[0]?.textContent?.replace(/[\s*\u200B]+$/u, '').trim() ?? '' }));

/**
 * Types KEYSTROKES characters at the end of one input, one at a time, each after the previous one has
 * painted: the medians of its keystrokes' paint and work times (installProbe), or null when the input
 * turned out not to take text (a date input shows its picker once focused).
 */
const typeInto = async (page, { name }, strokes = KEYSTROKES) => {
  const input = page.locator(`form input[name="${name}"]`);
  await input.click();
  const type = await input.evaluate((element) => element.type);
  if (!TEXT_TYPES.has(type)) return null;
  await page.keyboard.press('End');
  // The click's and End's work is painted before the measured keystrokes start.
  await page.evaluate(nextPaint);
  await page.evaluate(() => {
    window.__benchKeys.paint.length = 0;
    window.__benchKeys.work.length = 0;
    window.__benchKeys.handlers.length = 0;
  });
  const key = type === 'number' ? '1' : 'x';
  for (let stroke = 1; stroke <= strokes; stroke += 1) {
    await page.keyboard.press(key);
    await page.waitForFunction((count) => window.__benchKeys.paint.length >= count, stroke, { polling: 'raf' });
  }
  const { paint, work, handlers } = await page.evaluate(() => window.__benchKeys);
  if (work.length !== strokes) throw new Error(`${name}: ${work.length} of ${strokes} keystrokes measured`);
  return { paintMs: median(paint), workMs: median(work), handlersMs: median(handlers) };
};

/**
 * One cold visit of an edit route in a fresh context: { readyMs, inputs: { [name]: { label, paintMs,
 * workMs, handlersMs } } }. `expected` lists [input name, record value] pairs that make the form ready;
 * `measure` names the inputs to type into, or 'all' for every text input the form shows.
 */
export const measureEdit = async (browser, { url, expected, measure, session }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true });
  if (session) await context.addInitScript(session.fn, session.arg);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const readyMs = await (await page.waitForFunction(formFilled, expected, { polling: 'raf', timeout: 30_000 })).jsonValue();
    // Typing starts once the page has stopped loading, so the keystrokes measure typing only.
    await page.waitForLoadState('networkidle');
    await page.evaluate(installProbe);
    const shown = await page.evaluate(textInputs, [...TEXT_TYPES]);
    const targets = measure === 'all' ? shown : shown.filter((input) => measure.includes(input.name));
    if (measure !== 'all' && targets.length !== measure.length) throw new Error(`${url}: inputs ${measure.join(', ')} not all shown`);
    // Unmeasured keystrokes first, so every input is measured with the typing code warmed up (the
    // JIT compiles what the first keystrokes run): an input is not ranked by its place in the order.
    if (targets.length > 0) await typeInto(page, targets[0], WARM_UP);
    const inputs = {};
    for (const target of targets) {
      const timing = await typeInto(page, target);
      if (timing) inputs[target.name] = { label: target.label, ...timing };
    }
    return { readyMs, inputs };
  } finally {
    await context.close();
  }
};

/**
 * Medians over visits: the ready time, and per input its keystroke medians; `busiest` is the input
 * (other than `exclude`) whose keystrokes cost the most work (paint times also hold the wait for the
 * next frame, which would rank the inputs by chance).
 */
export const editMedians = (visits, exclude = []) => {
  const names = Object.keys(visits[0].inputs);
  const inputs = Object.fromEntries(
    names.map((name) => [
      name,
      {
        label: visits[0].inputs[name].label,
        paintMs: median(visits.map((visit) => visit.inputs[name]?.paintMs).filter((value) => value !== undefined)),
        workMs: median(visits.map((visit) => visit.inputs[name]?.workMs).filter((value) => value !== undefined)),
        handlersMs: median(visits.map((visit) => visit.inputs[name]?.handlersMs).filter((value) => value !== undefined)),
      },
    ]),
  );
  const candidates = names.filter((name) => !exclude.includes(name));
  const busiest = candidates.reduce((worst, name) => (worst === null || inputs[name].workMs > inputs[worst].workMs ? name : worst), null);
  return { readyMs: median(visits.map((visit) => visit.readyMs)), inputs, busiest };
};
