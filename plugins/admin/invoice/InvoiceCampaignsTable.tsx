import { TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { SentInvoice } from '../../../src/api/contract';
import { fromMinor, sumMinor, toMinor } from '../../../src/domain/minorUnits';
import { useFormat } from '../../../src/format/useFormat';
import { InvoiceSection } from './InvoiceSection';

/**
 * The campaigns-spent table (spec 3 §2, §3 line_items): each campaign's impressions and amount in the
 * invoice's currency, and the total, summed in whole minor units so it never drifts by a cent.
 */
export const InvoiceCampaignsTable = ({ invoice }: { invoice: SentInvoice }) => {
  const format = useFormat();
  const translate = useTranslate();
  const total = fromMinor(sumMinor(invoice.line_items.map((line) => toMinor(line.amount))));
  return (
    <InvoiceSection id="invoice-campaigns" title="admin.invoice.campaigns.title">
      <TableHead>
        <TableRow>
          <TableCell>{translate('admin.invoice.campaigns.campaign')}</TableCell>
          <TableCell align="right">{translate('admin.invoice.campaigns.impressions')}</TableCell>
          <TableCell align="right">{translate('admin.invoice.campaigns.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoice.line_items.length === 0 ? (
          <TableRow>
            <TableCell colSpan={3}>{translate('admin.invoice.campaigns.empty')}</TableCell>
          </TableRow>
        ) : (
          invoice.line_items.map((line) => (
            <TableRow key={line.campaign_id} data-testid="invoice-campaign-row">
              <TableCell>{line.campaign_name}</TableCell>
              <TableCell align="right">{format.count(line.impression_count)}</TableCell>
              <TableCell align="right">{format.money(line.amount, invoice.currency)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" colSpan={2}>
            {translate('admin.invoice.campaigns.total')}
          </TableCell>
          <TableCell align="right" data-testid="invoice-campaigns-total">
            {format.money(total, invoice.currency)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </InvoiceSection>
  );
};
