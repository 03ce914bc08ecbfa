/** The last campaign-list address, so the editor's Cancel returns to the same page (spec 1 §2). */
const KEY = 'DSP_CAMPAIGN_LIST_LOCATION';

export const rememberListLocation = (search: string): void => sessionStorage.setItem(KEY, `/campaigns${search}`);

export const lastListLocation = (): string => sessionStorage.getItem(KEY) ?? '/campaigns';

/** Rows open only when the campaign id is longer than 5 characters (spec 1 §2, §9). */
export const canOpenCampaign = (id: number | string): boolean => String(id).length > 5;
