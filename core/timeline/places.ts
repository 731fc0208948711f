import type { KeyFigure } from './categories';

/**
 * The timeline's place names with their Strong's entries: each number was read in the Hebrew and Greek
 * Strong's dictionaries (bibledit-data's HebrewStrong.xml and strongsgreek.xml) and names that place
 * (decision 163). Names with no entry of their own (the Red Sea, the Mount of Olives, Mizpeh, Alexandria) are
 * left out rather than guessed.
 */
const PLACES: Readonly<Record<string, { hebrew?: string; greek?: string }>> = {
  jerusalem: { hebrew: 'H3389', greek: 'G2419' },
  egypt: { hebrew: 'H4714', greek: 'G125' },
  babylon: { hebrew: 'H894', greek: 'G897' },
  babylonia: { hebrew: 'H894' },
  eden: { hebrew: 'H5731' },
  sinai: { hebrew: 'H5514' },
  bethlehem: { hebrew: 'H1035', greek: 'G965' },
  beersheba: { hebrew: 'H884' },
  jordan: { hebrew: 'H3383', greek: 'G2446' },
  'jordan river': { hebrew: 'H3383', greek: 'G2446' },
  jericho: { hebrew: 'H3405', greek: 'G2410' },
  gibeon: { hebrew: 'H1391' },
  shiloh: { hebrew: 'H7887' },
  shechem: { hebrew: 'H7927' },
  ararat: { hebrew: 'H780' },
  'mountains of ararat': { hebrew: 'H780' },
  shinar: { hebrew: 'H8152' },
  haran: { hebrew: 'H2771' },
  bethel: { hebrew: 'H1008' },
  hebron: { hebrew: 'H2275' },
  salem: { hebrew: 'H8004' },
  sodom: { hebrew: 'H5467' },
  moriah: { hebrew: 'H4179' },
  peniel: { hebrew: 'H6439' },
  dothan: { hebrew: 'H1886' },
  goshen: { hebrew: 'H1657' },
  horeb: { hebrew: 'H2722' },
  kadesh: { hebrew: 'H6946' },
  edom: { hebrew: 'H123' },
  moab: { hebrew: 'H4124' },
  nebo: { hebrew: 'H5015' },
  tabor: { hebrew: 'H8396' },
  jezreel: { hebrew: 'H3157' },
  gilead: { hebrew: 'H1568' },
  gaza: { hebrew: 'H5804', greek: 'G1048' },
  aphek: { hebrew: 'H663' },
  ebenezer: { hebrew: 'H72' },
  ramah: { hebrew: 'H7414' },
  gilgal: { hebrew: 'H1537' },
  elah: { hebrew: 'H425' },
  gilboa: { hebrew: 'H1533' },
  carmel: { hebrew: 'H3760' },
  nineveh: { hebrew: 'H5210' },
  samaria: { hebrew: 'H8111', greek: 'G4540' },
  anathoth: { hebrew: 'H6068' },
  chebar: { hebrew: 'H3529' },
  shushan: { hebrew: 'H7800' },
  judea: { greek: 'G2449' },
  nazareth: { greek: 'G3478' },
  galilee: { greek: 'G1056' },
  rome: { greek: 'G4516' },
  cana: { greek: 'G2580' },
  'cana of galilee': { greek: 'G2580' },
  sychar: { greek: 'G4965' },
  bethsaida: { greek: 'G966' },
  caesarea: { greek: 'G2542' },
  'caesarea philippi': { greek: 'G2542' },
  bethany: { greek: 'G963' },
  gethsemane: { greek: 'G1068' },
  golgotha: { greek: 'G1115' },
  damascus: { greek: 'G1154' },
  antioch: { greek: 'G490' },
  cyprus: { greek: 'G2954' },
  galatia: { greek: 'G1053' },
  philippi: { greek: 'G5375' },
  ephesus: { greek: 'G2181' },
};

/** Words before a place's own name that are not part of it ("Mount Sinai", "Plains of Moab"). */
const LEADING =
  /^(the|mount|valley of|plains? of|river|wilderness of|near|hill country of|road to|sea of|upper room)\s+/i;

/** The entry of one name, Hebrew before Christ and Greek after, either when only one exists. */
function entryOf(name: string, year: number): string | undefined {
  let key = name.trim().toLowerCase();
  for (let previous = ''; previous !== key;) {
    previous = key;
    key = key.replace(LEADING, '');
  }
  const found = PLACES[key];
  if (!found) return undefined;
  return year < 0 ? (found.hebrew ?? found.greek) : (found.greek ?? found.hebrew);
}

/**
 * The places an event's location names ("Sychar, Samaria", "Aphek and Ebenezer"), each with its Strong's
 * number where the table knows it; undefined when none is known.
 */
export function placesOf(location: string | undefined, year: number): KeyFigure[] | undefined {
  if (!location) return undefined;
  const places = location
    .split(/,| and /)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((name) => {
      const strongs = entryOf(name, year);
      return strongs ? { name, strongs } : { name };
    });
  return places.some((place) => place.strongs) ? places : undefined;
}
