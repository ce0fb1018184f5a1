import * as z from 'zod/mini';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/**
 * The officially assigned ISO 3166-1 alpha-2 country codes (249). A record whose country decides
 * how it is traded with (a supplier: VAT, currency, customs) takes one of these, not merely two
 * letters: 'EU', 'UK' or 'XX' are refused with the field named.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ ' +
  'BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ' +
  'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ ' +
  'LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA ' +
  'RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ ' +
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ ' +
  'VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const ASSIGNED = new Set(COUNTRY_CODES);
const HINT = 'an ISO 3166-1 alpha-2 country code in capitals, such as NO, SE or DE';

/**
 * A required country code (spec 7.4: a missing one gets a clear error). Missing, empty or not an
 * assigned code are each a 400 that says what is expected; the value is taken as given (no case
 * folding), so that what is stored is what was checked.
 */
export const CountryCode = withMeta(
  z
    .string({
      error: (issue) => (issue.input === undefined ? `is required: ${HINT}` : `must be ${HINT}`),
    })
    .check(
      z.refine((code) => code !== '', `is required: ${HINT}`),
      z.refine((code) => code === '' || ASSIGNED.has(code), {
        error: (issue) => `'${String(issue.input).slice(0, 20)}' is not ${HINT}`,
      }),
    ),
  {
    id: 'CountryCode',
    description: 'ISO 3166-1 alpha-2 country code (officially assigned), in capitals',
    example: 'NO',
  },
);
