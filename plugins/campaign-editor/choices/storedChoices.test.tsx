import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useIsFetching } from '@tanstack/react-query';
import { GEO_COUNTRY_PATH, type Country } from '../../../src/api/contract';
import { PLUGINS } from '../../../src/app/plugins';
import { recordAnsweredCalls } from '../../../src/data/persistentDictionary.testkit';
import { APP_ACCESS, appAuthProvider } from '../../../src/test/appAccess';
import { mockBackend } from '../../../src/test/mockBackend';
import { TestAdminContext } from '../../../src/test/TestAdminContext';
import { useCountries } from './useCountries';
import { useDictionary } from './useDictionary';
import { expectEvery } from '../../../src/test/expectations';

const backend = mockBackend();
/** The code of the country the server lists first (the one a new edition renames). */
let serverFirst: string | undefined;

/**
 * What a picker would offer: the country the server lists first (the list is sorted by name in the
 * interface language, so it is found by its code) and the first interest, or nothing yet.
 */
const Choices = () => {
  const { data: countries } = useCountries();
  const { data: interests } = useDictionary('interests');
  const fetching = useIsFetching();
  return (
    <>
      <p data-testid="fetching">{fetching}</p>
      <p data-testid="country">{countries?.find((country) => country.iso_code === serverFirst)?.name ?? 'none'}</p>
      <p data-testid="interest">{interests?.[0]?.title ?? 'none'}</p>
    </>
  );
};

/** One page load: a fresh react-admin (its own query cache), only localStorage carried over. */
const openPage = () => {
  const dataProvider = backend.dataProvider(PLUGINS);
  return render(
    <TestAdminContext access={APP_ACCESS} authProvider={appAuthProvider} dataProvider={dataProvider}>
      <Choices />
    </TestAdminContext>,
  );
};

const countryCalls = (calls: ReturnType<typeof recordAnsweredCalls>) => calls.filter((call) => call.path === GEO_COUNTRY_PATH);

describe("the editor's countries and dictionaries across reloads", () => {
  it('shows the stored lists on the first render of a reload, and only confirms their versions', async () => {
    await backend.signIn('advertiser');
    const [firstCountry] = (await backend.call<Country[]>(GEO_COUNTRY_PATH)).data;
    serverFirst = firstCountry?.iso_code;
    const first = openPage();
    expect(await screen.findByText(firstCountry?.name ?? '?')).toBeInTheDocument();
    expect(await screen.findByText('Automotive enthusiasts')).toBeInTheDocument();
    first.unmount();

    const calls = recordAnsweredCalls();
    openPage();
    // No wait: the stored copies are there before any answer.
    expect(screen.getByTestId('country')).toHaveTextContent(firstCountry?.name ?? '?');
    expect(screen.getByTestId('interest')).toHaveTextContent('Automotive enthusiasts');
    await waitFor(() => {
      expect(calls).toHaveLength(2);
      expect(screen.getByTestId('fetching')).toHaveTextContent('0');
    });
    expect(calls.map(({ status }) => status)).toEqual([304, 304]);
    expectEvery(calls, ({ ifNoneMatch }) => ifNoneMatch !== null);
  });

  it('replaces what a reload showed once the server answers a new edition', async () => {
    await backend.signIn('advertiser');
    const [firstCountry] = (await backend.call<Country[]>(GEO_COUNTRY_PATH)).data;
    serverFirst = firstCountry?.iso_code;
    const first = openPage();
    expect(await screen.findByText('Automotive enthusiasts')).toBeInTheDocument();
    first.unmount();

    await backend.settings({ dictionaryEdition: 2 });
    const calls = recordAnsweredCalls();
    openPage();
    expect(screen.getByTestId('country')).toHaveTextContent(firstCountry?.name ?? '?');
    expect(await screen.findByText(`${firstCountry?.name} (edition 2)`)).toBeInTheDocument();
    expect(await screen.findByText('Automotive enthusiasts (edition 2)')).toBeInTheDocument();
    expect(countryCalls(calls).map(({ status }) => status)).toEqual([200]);
  });
});
