// The shop's own words, reviewed: each group is one thing as shoppers name it in English and in
// Hindi typed in Latin letters. A product whose title has one word of a group is found by every
// word of it ('neem sabun' finds the Neem soap). Compared in their loose forms (normalise.ts), so
// each spelling that loosens alike ('mehndi', 'mehndee') needs no line of its own.
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['soap', 'sabun', 'saboon', 'bathing'],
  ['mehndi', 'mehendi', 'mehandi', 'henna', 'heena', 'hina'],
  ['dhoopa', 'dhoop', 'dhup', 'agarbatti', 'agarbati', 'incense'],
  ['powder', 'churna', 'churan', 'chooran', 'choorna'],
  ['mosquito', 'machhar', 'machar', 'macchar'],
  ['shampoo', 'shampu', 'shempu'],
  ['oil', 'tel', 'tail'],
  ['juice', 'ras', 'jus', 'joos'],
  ['sandalwood', 'chandan', 'chandana'],
  ['turmeric', 'haldi'],
  ['gooseberry', 'amla', 'aamla', 'aonla', 'anwla', 'awla'],
  ['saffron', 'kesar', 'keshar'],
  ['honey', 'shahad', 'shehad', 'madhu'],
  ['basil', 'tulsi', 'tulasi'],
  ['cucumber', 'kheera', 'khira'],
  ['hair', 'baal', 'bal', 'kesh'],
  ['cough', 'khansi', 'kaf'],
  ['hibiscus', 'gudhal', 'gurhal', 'jaswand'],
  ['capsule', 'capsules', 'kaipsul', 'goli', 'tablet'],
  ['syrup', 'sirap', 'sharbat'],
  ['repellent', 'repellant', 'bhagane'],
  ['frankincense', 'loban', 'lobaan'],
  ['guggal', 'guggul', 'gugal'],
  ['bitter', 'karela', 'karel'],
  ['cone', 'kon'],
  ['coil', 'kail', 'koil'],
];
