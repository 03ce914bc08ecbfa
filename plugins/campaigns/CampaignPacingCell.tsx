import { useTranslate } from 'ra-core';
import type { CampaignPacing } from '../../src/api/contract';
import { useFormat } from '../../src/format/useFormat';
import { pacingBand } from '../../src/domain/pacing/pacing';

const BAND_KEY = { under: 'campaigns.pacing.under', over: 'campaigns.pacing.over' } as const;

/**
 * The list's pacing cell (beyond the spec): the ratio, a small spend-versus-ideal bar and, in words, the band
 * and both amounts, so nothing rests on the bar or its colour. Plain elements styled once by the rows'
 * body (CampaignRowsBody), as the other cells: no chart library on the list's first screen. A campaign
 * that does not run shows '—' (the server answers null for it).
 */
export const CampaignPacingCell = ({ pacing, currency, flightStart }: { pacing: CampaignPacing | null | undefined; currency: string; flightStart: string | null }) => {
  const translate = useTranslate();
  const format = useFormat();
  if (!pacing || pacing.ratio === null) return <span className="pacing-none">—</span>;
  const band = pacingBand(pacing.ratio);
  const scale = Math.max(pacing.spend_to_date, pacing.ideal_to_date) || 1;
  const spendWidth = `${Math.round((pacing.spend_to_date / scale) * 100)}%`;
  const idealAt = `${Math.round((pacing.ideal_to_date / scale) * 100)}%`;
  // The Spend column counts the chosen date range; this cell, the flight so far: the tooltip says so.
  const period = translate(flightStart ? 'campaigns.pacing.period' : 'campaigns.pacing.periodUpTo', {
    from: flightStart ? format.day(flightStart) : '',
    to: format.dateTime(pacing.as_of),
  });
  return (
    <div className={`pacing ${band ?? 'on-pace'}`} title={period}>
      <p>{translate('campaigns.pacing.pace', { percent: format.percent(pacing.ratio * 100, 0) })}</p>
      <span className="pacing-bar" aria-hidden="true">
        <span className="spend" style={{ width: spendWidth }} />
        <span className="ideal" style={{ left: idealAt }} />
      </span>
      <div>{translate(band ? BAND_KEY[band] : 'campaigns.pacing.onPace')}</div>
      <div>
        {translate('campaigns.pacing.ofIdeal', {
          spend: format.money(pacing.spend_to_date, currency),
          ideal: format.money(pacing.ideal_to_date, currency),
        })}
      </div>
    </div>
  );
};
