/**
 * A creature's name as its card shows it, from the case it was typed in. Slavic and Baltic
 * summons put the creature in the accusative and its name with it: "vyvolám vlka Bobika",
 * "prikličem zmaja Tončka", "uzsaucu golemu Kārli", "iškviečiu vilką Vilkiuką" call up Bobik,
 * Tonček, Kārlis and Vilkiukas. `kindWord` is the creature's word as typed ("vlka").
 */
export function nominativeName(name: string, kindWord: string): string {
  // Lithuanian nominatives never end in ą, į or ų: those are accusatives.
  const lithuanian = /^(.{2,})([ąįų])$/u.exec(name);
  if (lithuanian) return lithuanian[1] + { ą: "as", į: "is", ų: "us" }[lithuanian[2] as "ą"];
  // Latvian "golemu Kārli", "lāci Jāni": a name of the -is kind in the accusative.
  const latvian = /[āēīūķļņģ]/u.test(name + kindWord);
  if (latvian && /[ui]$/u.test(kindWord) && /^.{3,}i$/u.test(name)) return `${name}s`;
  // A masculine creature in the accusative ends in -a, -а or -я, and so does its name: "vlka
  // Bobika", "медведя Потапыча". The e or a that such a name drops comes back ("Tončka" is
  // Tonček, "Šarca" Šarac).
  if (/[aая]$/u.test(kindWord) && /^\p{Lu}\p{L}{2,}[^aeiouyáéíóúýаеиоуыэюяіїє][aа]$/u.test(name)) {
    const stem = name.slice(0, -1);
    // ("zmaja Pehta": a name that would end on -ht or -st is typed as it is.)
    if (/[^aeiouyáéíóúý][td]$/u.test(stem)) return name;
    if (/[čšžnlrdtv]k$/u.test(stem)) return `${stem.slice(0, -1)}ek`;
    if (/[rnlš]c$/u.test(stem)) return `${stem.slice(0, -1)}ac`;
    // ("вовка Сірка" is Сірко in Ukrainian; "пса Дружка" Дружок in Russian.)
    if (/[бвгджзклмнпрстфхцчшщ]к$/u.test(stem))
      return /[іїєґ]/u.test(name + kindWord) ? `${stem}о` : `${stem.slice(0, -1)}ок`;
    // ("zmaja Fuzbija": a name ending on a vowel takes a j before its ending.)
    if (/ij$/u.test(stem)) return stem.slice(0, -1);
    return stem;
  }
  // A feminine one ends in -u, -у, -ю or -ę: "kočku Micu" is Mica, "кошку Мурку" Мурка; so do
  // the -a names of masculine creatures: "медведя Мишу" is Миша, "козла Борю" Боря.
  const feminine = /^(\p{Lu}\p{L}+[^aeiouyáéíóúýаеиоуыэюяіїє])([uуюę])$/u.exec(name);
  if (feminine && /[uуюęaая]$/u.test(kindWord))
    return feminine[1] + { u: "a", у: "а", ю: "я", ę: "a" }[feminine[2] as "u"];
  return name;
}
