/** Words that carry no meaning for matching a resume to a job. */
export const STOPWORDS = new Set(
  `a an and or the of to in on for with by at from as is are be been being was were will would can could should may
might must shall this that these those it its we our us you your they their them he she his her i me my who whom
which what when where why how all any both each few more most other some such no nor not only own same so than too
very just also into over under about above below up down out off again further then once here there per via within
across while during before after between through upon etc including include includes e.g i.e like well`.split(/\s+/),
);

/**
 * Job-advert filler: words that appear in nearly every posting ("experience", "strong", "team") and
 * would otherwise dominate the key phrases. Known limit: for a job where one of these is the point
 * ("team lead") the phrase is still found through its other word.
 */
export const GENERIC_WORDS = new Set(
  `experience experienced years year strong ability able skills skill skilled team teams work working works role roles
candidate candidates company companies job jobs position opportunity opportunities benefits salary excellent good great
knowledge understanding plus preferred required requirements requirement responsibilities responsibility qualifications
qualification ideal ideally looking join help helping new using use used based environment fast-paced paced proven
track record demonstrated background degree bachelor bachelors master masters equivalent related field minimum least
level senior junior mid lead day days week weeks time full part remote hybrid office location apply application
applicants equal employer people person someone ensure ensuring across support supporting provide providing make making
need needs want will get great best key high highly other others within world us our hands-on familiarity familiar
proficiency proficient solid deep passion passionate love enjoy exciting growing grow growth culture mission values
etc ability including must nice bonus similar relevant various multiple every daily responsible`.split(/\s+/),
);

/**
 * A light suffix stripper so "managed", "manager" and "management" meet at "manag". Rule: strip
 * the first listed suffix (longest first, a bare final "e" last) while keeping a stem of at least three letters; "-ies" becomes "-y". Known limit: irregular
 * forms ("led" / "lead") do not meet, and a few unrelated words collide ("general" / "generate").
 */
export function stemWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower.endsWith('ies') && lower.length > 4) return `${lower.slice(0, -3)}y`;
  for (const suffix of [
    'ements',
    'ement',
    'ments',
    'ment',
    'ations',
    'ation',
    'ings',
    'ing',
    'ers',
    'er',
    'ed',
    'es',
    's',
    'ly',
    'e',
  ]) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= 3) return lower.slice(0, -suffix.length);
  }
  return lower;
}

/** Lower-case words of a text (letters, digits, inner hyphens and apostrophes). */
export function splitWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? [];
}

/** The stems of a text's meaningful words. */
export function stemSet(text: string): Set<string> {
  return new Set(
    splitWords(text)
      .filter((w) => !STOPWORDS.has(w))
      .map(stemWord),
  );
}

/**
 * Action words that open a job advert's duty lines ("building backend services", "prepare account
 * reconciliations"); a pair starting with one is a fragment of a duty, not a key phrase. Words that
 * are as often nouns ("design", "report", "marketing") are left out of the list on purpose.
 */
export const ACTION_VERBS = new Set(
  `building running developing creating working managing leading driving delivering ensuring helping making using
designing implementing maintaining supporting providing owning collaborating partnering improving scaling shaping
joining growing bringing taking writing partnering working communicating coordinating handling performing preparing
conducting executing establishing identifying overseeing reviewing tracking monitoring analyzing analysing
build run develop create work manage lead drive deliver ensure help make use implement maintain support provide own
collaborate partner improve scale shape join grow bring take write communicate coordinate handle perform prepare
conduct execute establish identify oversee review track monitor analyze analyse apply plan teach draft define
contribute turn answer keep sell operate automate`.split(/\s+/),
);
