import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { city, formValues, geographyValues, renderGeography, requestsNamed } from './GeographySection.testkit';

const status = () => screen.getByRole('status');

describe('GeographySection', () => {
  it("names the campaign's country and time zone, fixed, and says ads show in the whole country while no city is chosen", async () => {
    renderGeography();
    const country = screen.getByRole('region', { name: 'Country' });
    expect(await within(country).findByText('Nigeria')).toBeInTheDocument();
    expect(within(country).getByText('Time zone: UTC+01:00')).toBeInTheDocument();
    expect(within(country).getByText('Chosen in Basic info; it cannot be changed.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Ads are shown everywhere in Nigeria.');
    expect(screen.getByRole('radio', { name: 'Show ads only in them' })).toBeChecked();
  });

  it('shows ads only in the chosen cities, or everywhere in the country but them, and keeps both in the form', async () => {
    const user = userEvent.setup();
    renderGeography();
    await user.click(screen.getByRole('combobox', { name: 'Cities' }));
    await user.click(await screen.findByRole('option', { name: 'Kano' }));
    await waitFor(() => expect(status()).toHaveTextContent('Ads are shown only in Kano.'));
    expect(formValues().targeting.city_ids).toEqual([city('Kano').id]);
    expect(formValues().targeting.location_option_key).toBe(1);

    await user.click(screen.getByRole('radio', { name: 'Show ads everywhere in the country except them' }));
    await waitFor(() => expect(formValues().targeting.location_option_key).toBe(2));
    expect(status()).toHaveTextContent('Ads are shown everywhere in Nigeria except Kano.');
    expect(formValues().targeting.location_option_key).toBe(2);
    expect(requestsNamed('cities')).toEqual([{ country: 'NG' }]);
  });

  it('names stored cities in the summary with the option stored', async () => {
    renderGeography({ values: geographyValues({ city_ids: [city('Lagos').id, city('Kano').id], location_option_key: 2 }) });
    await waitFor(() => expect(status()).toHaveTextContent('Ads are shown everywhere in Nigeria except Lagos, Kano.'));
    expect(screen.getByRole('radio', { name: 'Show ads everywhere in the country except them' })).toBeChecked();
  });

  it('without a country offers nothing to choose, says why, and links to Basic info for a user who may open it', async () => {
    // With a country the same user is offered the cities and both options, so what follows is the missing country's doing.
    const withCountry = renderGeography({ permissions: ['CAMPAIGN_SETUP', 'CAMPAIGN_MORE_SETTINGS'] });
    expect(screen.getByRole('combobox', { name: 'Cities' })).toBeEnabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeEnabled();
    await waitFor(() => expect(requestsNamed('cities')).toEqual([{ country: 'NG' }]));
    withCountry.unmount();
    renderGeography({ values: geographyValues({}, ''), permissions: ['CAMPAIGN_SETUP', 'CAMPAIGN_MORE_SETTINGS'] });
    expect(screen.getByText("Choose the campaign's country in Basic info first: geography targets places within it.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Basic info' })).toHaveAttribute('href', '/campaign/edit/7?tab=basicInfo');
    expect(screen.getByRole('combobox', { name: 'Cities' })).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Only the control's request: none for the campaign without a country.
    expect(requestsNamed('cities')).toEqual([{ country: 'NG' }]);
  });

  it('offers no Basic info link to a user without the setup permission', () => {
    // With the setup permission the same page links to Basic info, so its absence below is the permission's doing.
    const allowed = renderGeography({ values: geographyValues({}, ''), permissions: ['CAMPAIGN_SETUP', 'CAMPAIGN_MORE_SETTINGS'] });
    expect(screen.getByRole('link', { name: 'Open Basic info' })).toBeInTheDocument();
    allowed.unmount();
    renderGeography({ values: geographyValues({}, ''), permissions: ['CAMPAIGN_MORE_SETTINGS'] });
    expect(screen.getByText("Choose the campaign's country in Basic info first: geography targets places within it.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Basic info' })).not.toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    renderGeography({ language: 'ru', values: geographyValues({ city_ids: [city('Lagos').id], location_option_key: 2 }) });
    expect(screen.getByRole('heading', { name: 'География' })).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Реклама показывается по всей стране (Нигерия), кроме: Lagos.'));
  });
});
