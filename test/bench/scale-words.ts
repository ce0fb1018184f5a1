/**
 * Generated people for the scale seeds, as SQL expressions over a row number `i`. Each attribute
 * draws from its own hash of `i` (hashint4), so attributes are independent of each other and of
 * the row's position: one first name in 100 is "Oscar", one last name in 10 is "Hansen", and the
 * e-mail local part is the first name plus a number 0..999. So "oscar12" matches about 0.011% of
 * a tenant, "oscar hansen" about 0.1% and "hansen" 10% (the search targets' selective and broad
 * cases). Names are ASCII: PostgreSQL's lower() in the C locale and JavaScript's toLowerCase()
 * then agree.
 */

export const FIRST_NAMES = (
  'Oscar Emma Nora Olivia Sofie Ella Leah Maja Ingrid Sara Frida Ida Amalie Hedda Astrid Selma ' +
  'Iben Thea Mathilde Julie Tiril Vilde Live Eline Silje Kari Anne Inger Marit Liv Ragnhild ' +
  'Solveig Randi Berit Tone Hilde Grete Trine Mona Linda Jakob Noah Emil Lucas Filip Isak Aksel ' +
  'Kasper Theodor Magnus Elias Liam Henrik Olav Sander Tobias Jonas Mats Sindre Eirik Per Ole Lars ' +
  'Knut Arne Jan Bjorn Geir Terje Rune Svein Trond Odd Tor Kjell Erik Harald Gunnar Leif Egil ' +
  'Anders Petter Stian Kristoffer Martin Thomas Andreas Daniel Marius Vegard Fredrik Espen Morten ' +
  'Roar Helge Vidar Steinar Ivar Halvor Sigurd'
).split(' ');

/** Last names other than "Hansen" (none of them contains "hansen" or "oscar"). */
export const LAST_NAMES = (
  'Olsen Larsen Andersen Pedersen Nilsen Kristiansen Jensen Karlsen Eriksen Berg Haugen Hagen ' +
  'Andreassen Jacobsen Dahl Jorgensen Halvorsen Henriksen Lund Sorensen Jakobsen Moen Gundersen ' +
  'Iversen Strand Solberg Svendsen Eide Knutsen Martinsen Paulsen Bakken Kristoffersen Mathisen ' +
  'Lie Amundsen Nguyen Rasmussen Ali Lunde Solheim Berge Moe Nygaard Bakke Kristensen Fredriksen ' +
  'Holm Lien Dahle Myhre Aas Vik Ruud Tangen Bjerke Ahmed Sandvik Thorsen Isaksen'
).split(' ');

export const COMPANY_WORDS = (
  'Nordic Fjord Bygg Elektro Transport Handel Consult Data Marine Eiendom Vest Nord Sor Ost Fisk ' +
  'Tre Stal Glass Maling Regnskap'
).split(' ');

export const MAIL_DOMAINS = ['gmail.com', 'online.no', 'hotmail.com', 'outlook.com', 'icloud.com', 'live.no'];

/** A uniform pseudo-random number 0..n-1 of row `i`, independent for each `salt`. */
export const draw = (i: string, salt: number, n: number): string =>
  `((hashint4((${i})::integer + ${salt * 7_919_111})::bigint + 2147483648) % ${n})`;

const literal = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/** One of `values`, drawn for row `i` with `salt`. */
export const pick = (values: readonly string[], i: string, salt: number): string =>
  `(${literal(values)})[1 + ${draw(i, salt, values.length)}]`;

/** SQL expressions of a generated person of row `i` (a column list for a sub-select). */
export const personColumns = (i: string): string => `
  ${pick(FIRST_NAMES, i, 1)} AS firstname,
  CASE WHEN ${draw(i, 2, 10)} = 0 THEN 'Hansen' ELSE ${pick(LAST_NAMES, i, 3)} END AS lastname,
  ${draw(i, 4, 1000)} AS mail_no,
  ${pick(MAIL_DOMAINS, i, 5)} AS mail_domain,
  '+479' || lpad(${draw(i, 6, 10_000_000)}::text, 7, '0') AS mobile,
  ${pick(COMPANY_WORDS, i, 7)} || ' ' || ${pick(COMPANY_WORDS, i, 8)} || ' AS' AS company,
  ${draw(i, 9, 5)} = 0 AS is_company,
  timestamp '2022-01-01' + (${draw(i, 10, 100_000_000)} * interval '1 second') AS created`;

/** An ISO-8601 UTC text (the records' createdAt format) of a timestamp expression. */
export const isoText = (ts: string): string => `to_char(${ts}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
