import { describe, expect, it } from "vitest";
import type { Element, Intent } from "../lexicon.js";
import { parseMove } from "../parseMove.js";

type Case = [move: string, intent: Intent, element?: Element];

/** Typical moves in Dutch, Danish, Norwegian, Swedish, Finnish, Hungarian, Greek, Indonesian, Malay and Vietnamese. */
const CASES: Record<string, Case[]> = {
  nl: [
    ["Ik gooi een vuurbal naar Mike", "attack", "fire"],
    ["Ik genees mezelf", "heal"],
    ["Ik maak een schild", "shield"],
    ["Ik roep een wolf op", "summon"],
    ["Ik vervloek Mike", "curse"],
    ["Ik vergiftig Mike", "dot", "poison"],
    ["Bliksem op iedereen!", "area", "lightning"],
    ["Ik steel de levenskracht van Mike", "drain"],
    ["Ik verander Mike in een kikker", "transformation"],
  ],
  da: [
    ["Jeg kaster en ildkugle mod Mike", "attack", "fire"],
    ["Jeg heler mig selv", "heal"],
    ["Jeg laver et skjold", "shield"],
    ["Jeg tilkalder en ulv", "summon"],
    ["Jeg forbander Mike", "curse"],
    ["Jeg forgifter Mike", "dot", "poison"],
    ["Lyn mod alle fjender!", "area", "lightning"],
    ["Jeg stjæler Mikes livskraft", "drain"],
    ["Jeg forvandler Mike til en frø", "transformation"],
  ],
  no: [
    ["Jeg kaster en ildkule mot Mike", "attack", "fire"],
    ["Jeg leger meg selv", "heal"],
    ["Jeg lager et skjold", "shield"],
    ["Jeg tilkaller en ulv", "summon"],
    ["Jeg legger en forbannelse på Mike", "curse"],
    ["Jeg forgifter Mike", "dot", "poison"],
    ["Lyn mot alle sammen!", "area", "lightning"],
    ["Jeg stjeler livskraften til Mike", "drain"],
    ["Jeg forvandler Mike til en frosk", "transformation"],
  ],
  sv: [
    ["Jag kastar ett eldklot mot Mike", "attack", "fire"],
    ["Jag helar mig själv", "heal"],
    ["Jag skapar en sköld", "shield"],
    ["Jag frammanar en varg som slåss för mig", "summon"],
    ["Jag förbannar Mike", "curse"],
    ["Jag förgiftar Mike", "dot", "poison"],
    ["Blixt mot alla fiender!", "area", "lightning"],
    ["Jag stjäl Mikes livskraft", "drain"],
    ["Jag förvandlar Mike till en groda", "transformation"],
  ],
  fi: [
    ["Heitän tulipallon Mikeä kohti", "attack", "fire"],
    ["Parannan itseni", "heal"],
    ["Luon kilven", "shield"],
    ["Kutsun suden", "summon"],
    ["Kiroan Miken", "curse"],
    ["Myrkytän Miken", "dot", "poison"],
    ["Salama kaikkiin!", "area", "lightning"],
    ["Varastan Miken hengen", "drain"],
    ["Muutan Miken sammakoksi", "transformation"],
  ],
  hu: [
    ["Tűzgolyót dobok Mike-ra", "attack", "fire"],
    ["Meggyógyítom magam", "heal"],
    ["Pajzsot emelek", "shield"],
    ["Megidézek egy farkast", "summon"],
    ["Megátkozom Mike-ot", "curse"],
    ["Megmérgezem Mike-ot", "dot", "poison"],
    ["Villám mindenkire!", "area", "lightning"],
    ["Elszívom Mike életerejét", "drain"],
    ["Békává változtatom Mike-ot", "transformation"],
  ],
  el: [
    ["Ρίχνω μια πύρινη σφαίρα στον Mike", "attack", "fire"],
    ["ριχνω μια μπαλα φωτιας στον Mike", "attack", "fire"],
    ["Θεραπεύω τον εαυτό μου", "heal"],
    ["Σηκώνω μια ασπίδα", "shield"],
    ["Καλώ έναν λύκο", "summon"],
    ["Καταριέμαι τον Mike", "curse"],
    ["Δηλητηριάζω τον Mike", "dot", "poison"],
    ["ΚΕΡΑΥΝΟΣ ΣΕ ΟΛΟΥΣ!", "area", "lightning"],
    ["Κλέβω τη ζωτική ενέργεια του Mike", "drain"],
    ["Μεταμορφώνω τον Mike σε βάτραχο", "transformation"],
  ],
  id: [
    ["Aku melempar bola api ke Mike", "attack", "fire"],
    ["Aku menyembuhkan diriku", "heal"],
    ["Aku membuat perisai", "shield"],
    ["Aku memanggil serigala", "summon"],
    ["Aku mengutuk Mike", "curse"],
    ["Aku meracuni Mike", "dot", "poison"],
    ["Aku menembak petir ke semua orang!", "area", "lightning"],
    ["Aku menyedot nyawa Mike", "drain"],
    ["Aku mengubah Mike menjadi katak", "transformation"],
  ],
  ms: [
    ["Saya baling bola api kepada Mike", "attack", "fire"],
    ["Saya sembuhkan diri sendiri", "heal"],
    ["Saya buat perisai", "shield"],
    ["Saya memanggil serigala", "summon"],
    ["Saya kutuk Mike", "curse"],
    ["Saya racun Mike", "dot", "poison"],
    ["Saya menembak petir ke arah semua musuh", "area", "lightning"],
    ["Saya hisap nyawa Mike", "drain"],
    ["Saya mengubah Mike menjadi katak", "transformation"],
  ],
  vi: [
    ["Tôi ném quả cầu lửa vào Mike", "attack", "fire"],
    ["toi hoi mau cho ban than", "heal"],
    ["toi trieu hoi mot con soi", "summon"],
    ["Tôi hồi máu cho bản thân", "heal"],
    ["Tôi tạo một tấm khiên", "shield"],
    ["Tôi triệu hồi một con sói", "summon"],
    ["Tôi nguyền rủa Mike", "curse"],
    ["Tôi đầu độc Mike", "dot", "poison"],
    ["Tia sét vào tất cả mọi người!", "area", "lightning"],
    ["Tôi hút máu Mike", "drain"],
    ["Tôi biến Mike thành con ếch", "transformation"],
  ],
};

describe("moves in the family C languages", () => {
  for (const [language, cases] of Object.entries(CASES)) {
    describe(language, () => {
      it.each(cases)("%s", (move, intent, element) => {
        const parsed = parseMove(move, ["Mike", "Ana"]);
        expect(parsed.intent).toBe(intent);
        if (element) expect(parsed.element).toBe(element);
      });
    });
  }

  it("reads the size of a spell", () => {
    expect(parseMove("Ik gooi een enorme vuurbal naar Mike", ["Mike"]).intensity).toBe(2);
    expect(parseMove("Jag kastar ett litet eldklot mot Mike", ["Mike"]).intensity).toBe(0.75);
    expect(parseMove("Tôi ném một quả cầu lửa vô hạn", ["Mike"]).intensity).toBe(3);
  });

  it("leaves everyday acts alone", () => {
    expect(parseMove("Ik ga zitten", ["Mike"]).intent).toBe("nothing");
    expect(parseMove("Jeg drikker kaffe", ["Mike"]).intent).toBe("nothing");
    expect(parseMove("Syön voileivän", ["Mike"]).intent).toBe("nothing");
    expect(parseMove("Tôi ngồi xuống và cười", ["Mike"]).intent).toBe("nothing");
  });
});

/**
 * Moves the word lists read right but the learned reader, trained without these languages, now
 * overrules: checked with the lexicon alone so the words stay covered whatever the model says.
 */
const LEXICON_ONLY: Case[] = [
  ["Jeg forbanner Mike", "curse"],
  ["Jag åkallar en varg", "summon"],
  ["Imen Miken elinvoiman", "drain"],
  ["Petir ke semua orang!", "area", "lightning"],
  ["Saya menyumpah Mike", "curse"],
  ["Saya ubah Mike menjadi katak", "transformation"],
  ["Ik schiet een bliksemschicht op Mike", "attack", "lightning"],
  ["Jag skyddar mig med en isvägg", "shield", "ice"],
  ["Aku melindungi diriku dengan dinding es", "shield", "ice"],
  ["toi phong qua cau lua vao Mike", "attack", "fire"],
  ["Ik eet een boterham", "nothing"],
  ["Aku makan nasi goreng", "nothing"],
];

describe("family C moves read by the word lists alone", () => {
  it.each(LEXICON_ONLY)("%s", (move, intent, element) => {
    const parsed = parseMove(move, ["Mike", "Ana"], { learned: false });
    expect(parsed.intent).toBe(intent);
    if (element) expect(parsed.element).toBe(element);
  });
});
