const F = 'campaign-editor.basicInfo.fields';
const AP = 'bidding_strategy.app_promotion';
const WP = 'bidding_strategy.website_promotion';

/** Basic info's fields by form path → the label its input shows (the publish checklist names them). */
export const BASIC_INFO_LABELS: Readonly<Record<string, string>> = {
  name: `${F}.name`,
  country: `${F}.country`,
  productURL: `${F}.productURL`,
  budget: `${F}.budget`,
  campaignStartAt: `${F}.campaignStartAt`,
  campaignEndAt: `${F}.campaignEndAt`,
  cpxManual: `${F}.cpxManual`,
  userCPX: `${F}.userCPX`,
  isAutoEnhancement: `${F}.isAutoEnhancement`,
  test_devices: `${F}.testDevices`,
  'test_devices.*': `${F}.testDevice`,
  'bidding_strategy.type': `${F}.type`,
  'bidding_strategy.goal': `${F}.goal`,
  'bidding_strategy.is_retargeting': `${F}.isRetargeting`,
  'bidding_strategy.click_url': `${F}.clickUrl`,
  [`${AP}.app_platform_type`]: `${F}.appPlatformType`,
  [`${AP}.bundle_id`]: `${F}.bundleId`,
  [`${AP}.mmp`]: `${F}.mmp`,
  [`${AP}.tracking_url`]: `${F}.trackingUrl`,
  [`${AP}.app_name`]: `${F}.appName`,
  [`${AP}.custom_action_name`]: `${F}.customActionName`,
  [`${WP}.url_type`]: `${F}.urlType`,
  [`${WP}.conversion_url`]: `${F}.conversionUrl`,
  [`${WP}.custom_action_name`]: `${F}.customActionName`,
  [`${WP}.secondary_events`]: `${F}.secondaryEvents`,
  [`${WP}.secondary_events.*`]: `${F}.secondaryEvent`,
  [`${WP}.optionDomain`]: `${F}.optionDomain`,
  [`${WP}.optionCondition`]: `${F}.optionCondition`,
  [`${WP}.optionValue`]: `${F}.optionValue`,
};
