import { describe, expect, it } from "vitest";
import { parseMove } from "../parseMove.js";

type Row = [move: string, intent: string, element: string | null];

/** Typical moves in each language, read by the lexicon alone and with the learned reader. */
const MOVES: Record<string, Row[]> = {
  ar: [
    ["أرمي كرة نار على Mike", "attack", "fire"],
    ["أشفي نفسي", "heal", null],
    ["درع من الجليد يحميني", "shield", "ice"],
    ["أستدعي ذئبا", "summon", null],
    ["أسمم Mike", "dot", "poison"],
    ["ألعن Mike", "curse", null],
    ["صاعقة برق على الجميع", "area", "lightning"],
    ["أمتص حياة Mike", "drain", null],
    ["أحول Mike إلى ضفدع", "transformation", null],
    ["أتفادى الهجوم", "dodge", null],
  ],
  fa: [
    ["گلوله آتشین به Mike پرتاب میکنم", "attack", "fire"],
    ["خودمو شفا میدم", "heal", null],
    ["یه سپر یخی میسازم", "shield", "ice"],
    ["یه گرگ احضار میکنم", "summon", null],
    ["Mike رو مسموم میکنم", "dot", "poison"],
    ["Mike رو نفرین میکنم", "curse", null],
    ["صاعقه به همه", "area", "lightning"],
    ["زندگیشو میمکم", "drain", null],
    ["Mike رو به قورباغه تبدیل میکنم", "transformation", null],
    ["جاخالی میدم", "dodge", null],
  ],
  ur: [
    ["Mike پر آگ کا گولا پھینکتا ہوں", "attack", "fire"],
    ["میں خود کو شفا دیتا ہوں", "heal", null],
    ["برف کی ڈھال", "shield", "ice"],
    ["ایک بھیڑیا بلاتا ہوں", "summon", null],
    ["Mike کو زہر دیتا ہوں", "dot", "poison"],
    ["Mike پر لعنت", "curse", null],
    ["سب پر بجلی گراؤ", "area", "lightning"],
    ["Mike کی جان چوس لیتا ہوں", "drain", null],
    ["Mike کو مینڈک میں بدل دو", "transformation", null],
    ["aag ka gola Mike pe", "attack", "fire"],
  ],
  he: [
    ["אני זורק כדור אש על מייק", "attack", "fire"],
    ["אני מרפא את עצמי", "heal", null],
    ["מגן קרח", "shield", "ice"],
    ["אני מזמן זאב", "summon", null],
    ["אני מרעיל את מייק", "dot", "poison"],
    ["אני מקלל את מייק", "curse", null],
    ["ברק על כולם", "area", "lightning"],
    ["אני שואב את כוח החיים של מייק", "drain", null],
    ["הופך את מייק לצפרדע", "transformation", null],
    ["מתחמק מההתקפה", "dodge", null],
  ],
  tr: [
    ["Mike'a ateş topu fırlatıyorum", "attack", "fire"],
    ["kendimi iyileştiriyorum", "heal", null],
    ["buz kalkanı", "shield", "ice"],
    ["bir kurt çağırıyorum", "summon", null],
    ["Mike'ı zehirliyorum", "dot", "poison"],
    ["Mike'ı lanetliyorum", "curse", null],
    ["herkese yıldırım", "area", "lightning"],
    ["Mike'ın canını emiyorum", "drain", null],
    ["Mike'ı kurbağaya dönüştürüyorum", "transformation", null],
    ["saldırıdan kaçıyorum", "dodge", null],
  ],
  hi: [
    ["Mike पर आग का गोला फेंको", "attack", "fire"],
    ["मैं खुद को ठीक करता हूं", "heal", null],
    ["बर्फ की ढाल", "shield", "ice"],
    ["एक भेड़िया बुलाता हूं", "summon", null],
    ["Mike को ज़हर देता हूं", "dot", "poison"],
    ["Mike को श्राप देता हूं", "curse", null],
    ["सब पर बिजली गिराओ", "area", "lightning"],
    ["Mike की जीवन शक्ति चूस लेता हूं", "drain", null],
    ["Mike को मेंढक में बदल दो", "transformation", null],
    ["mike pe aag ka gola phenko", "attack", "fire"],
  ],
  bn: [
    ["Mike এর দিকে আগুনের গোলা ছুঁড়ে মারি", "attack", "fire"],
    ["নিজেকে সারিয়ে তুলি", "heal", null],
    ["বরফের ঢাল", "shield", "ice"],
    ["একটা নেকড়ে ডাকি", "summon", null],
    ["Mike কে বিষ দিয়ে মারি", "dot", "poison"],
    ["Mike কে অভিশাপ দিই", "curse", null],
    ["সবার উপর বজ্রপাত", "area", "lightning"],
    ["Mike এর প্রাণশক্তি শুষে নিই", "drain", null],
    ["Mike কে ব্যাঙে পরিণত করি", "transformation", null],
    ["আমি লুকিয়ে পড়ি", "dodge", null],
  ],
  mr: [
    ["Mike वर आगीचा गोळा फेकतो", "attack", "fire"],
    ["मी स्वतःला बरे करतो", "heal", null],
    ["बर्फाची ढाल", "shield", "ice"],
    ["मी एक लांडगा बोलावतो", "summon", null],
    ["Mike ला विषारी धूर सोडतो हळूहळू", "dot", "poison"],
    ["Mike ला शाप देतो", "curse", null],
    ["सगळ्यांवर वीज पाडतो", "area", "lightning"],
    ["Mike ची जीवनशक्ती शोषून घेतो", "drain", null],
    ["Mike चे बेडकात रूपांतर करतो", "transformation", null],
    ["मी लपून बसतो", "dodge", null],
  ],
  pa: [
    ["Mike ਤੇ ਅੱਗ ਦਾ ਗੋਲਾ ਸੁੱਟਦਾ ਹਾਂ", "attack", "fire"],
    ["ਮੈਂ ਆਪਣੇ ਆਪ ਨੂੰ ਠੀਕ ਕਰਦਾ ਹਾਂ", "heal", null],
    ["ਬਰਫ਼ ਦੀ ਢਾਲ", "shield", "ice"],
    ["ਮੈਂ ਇੱਕ ਬਘਿਆੜ ਬੁਲਾਉਂਦਾ ਹਾਂ", "summon", null],
    ["Mike ਨੂੰ ਜ਼ਹਿਰ ਦਿੰਦਾ ਹਾਂ", "dot", "poison"],
    ["Mike ਨੂੰ ਸਰਾਪ ਦਿੰਦਾ ਹਾਂ", "curse", null],
    ["ਸਾਰਿਆਂ ਤੇ ਬਿਜਲੀ ਸੁੱਟੋ", "area", "lightning"],
    ["Mike ਦਾ ਖੂਨ ਪੀ ਲੈਂਦਾ ਹਾਂ", "drain", null],
    ["Mike ਨੂੰ ਡੱਡੂ ਬਣਾ ਦਿੰਦਾ ਹਾਂ", "transformation", null],
    ["ਮੈਂ ਲੁਕ ਜਾਂਦਾ ਹਾਂ", "dodge", null],
  ],
  th: [
    ["ขว้างลูกไฟใส่ Mike", "attack", "fire"],
    ["รักษาตัวเอง", "heal", null],
    ["โล่น้ำแข็ง", "shield", "ice"],
    ["อัญเชิญหมาป่า", "summon", null],
    ["วางยาพิษ Mike", "dot", "poison"],
    ["สาปแช่ง Mike", "curse", null],
    ["สายฟ้าฟาดใส่ทุกคน", "area", "lightning"],
    ["ดูดพลังชีวิตของ Mike", "drain", null],
    ["แปลงร่าง Mike เป็นกบ", "transformation", null],
    ["หลบการโจมตี", "dodge", null],
  ],
};

describe("moves in Arabic, Persian, Urdu, Hebrew, Turkish, Hindi, Bengali, Marathi, Punjabi, Thai", () => {
  for (const [language, rows] of Object.entries(MOVES)) {
    describe(language, () => {
      it.each(rows)("%s is %s (%s)", (move, intent, element) => {
        const parsed = parseMove(move, ["Mike", "Ana"]);
        expect(parsed.intent).toBe(intent);
        if (element) expect(parsed.element).toBe(element);
      });
    });
  }

  it("reads 'everyone' as every target and 'myself' as the caster", () => {
    expect(parseMove("صاعقة برق على الجميع", ["Mike", "Ana"]).scope).toBe("all");
    expect(parseMove("herkese yıldırım", ["Mike", "Ana"]).scope).toBe("all");
    expect(parseMove("ברק על כולם", ["Mike", "Ana"]).scope).toBe("all");
    expect(parseMove("أشفي نفسي", []).scope).toBe("self");
    expect(parseMove("รักษาตัวเอง", []).scope).toBe("self");
  });

  it("scales a spell by its size words", () => {
    expect(parseMove("أقذف كرة ثلج صغيرة على Mike", []).intensity).toBe(0.5);
    expect(parseMove("dev bir meteor yağmuru tüm düşmanlara", []).intensity).toBe(2);
    expect(parseMove("ปล่อยพายุไฟล้างโลกใส่ศัตรูทั้งหมด", []).intensity).toBe(3);
  });

  it("does not find an element inside an unrelated word", () => {
    // "आगे" (ahead) begins like "आग" (fire); "התקפה" (attack) holds "קפה" (coffee).
    expect(parseMove("मैं आगे बढ़कर तलवार से वार करता हूं", []).element).toBeNull();
    expect(parseMove("Mike'a saldırıyorum", []).element).toBeNull();
  });

  it("honours a negation before an element", () => {
    expect(parseMove("لا أرمي النار، أرمي الماء", []).element).toBe("water");
  });
});
