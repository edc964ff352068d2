import { normalizeSearchText } from '@expert-portal/contracts';

/**
 * Kazakhstan's regions (the three cities of national significance and the seventeen oblasts), each with the
 * word stems that name it or its main towns in Russian and Kazakh, folded as searches are (Kazakh letters to
 * their Russian base). What an erased application keeps of its address.
 */
const REGIONS: ReadonlyArray<readonly [region: string, stems: readonly string[]]> = [
  ['Астана', ['астана', 'нур султан', 'нурсултан']],
  ['Алматы', ['алматы', 'алма ата']],
  ['Шымкент', ['шымкент']],
  ['Абайская область', ['абай облыс', 'абайская', 'семей', 'аягоз', 'курчатов']],
  ['Акмолинская область', ['акмолинск', 'акмола облыс', 'кокшетау', 'степногорск', 'щучинск']],
  ['Актюбинская область', ['актюбинск', 'актобе']],
  ['Алматинская область', ['алматинская', 'алматы облыс', 'конаев', 'капшагай', 'каскелен', 'есик']],
  ['Атырауская область', ['атырау']],
  [
    'Восточно-Казахстанская область',
    ['восточно казахстан', 'шыгыс казакстан', 'оскемен', 'усть каменогорск', 'риддер'],
  ],
  ['Жамбылская область', ['жамбыл', 'тараз']],
  ['Область Жетісу', ['жетысу', 'жетису', 'талдыкорган', 'текели']],
  ['Западно-Казахстанская область', ['западно казахстан', 'батыс казакстан', 'уральск', 'орал']],
  ['Карагандинская область', ['караганд', 'темиртау', 'балхаш', 'шахтинск', 'сарань']],
  ['Костанайская область', ['костанай', 'рудный', 'лисаковск']],
  ['Кызылординская область', ['кызылорд', 'байконыр', 'аральск']],
  ['Мангистауская область', ['мангистау', 'мангыстау', 'актау', 'жанаозен']],
  ['Павлодарская область', ['павлодар', 'экибастуз', 'аксу']],
  ['Северо-Казахстанская область', ['северо казахстан', 'солтустик казакстан', 'петропавл']],
  ['Туркестанская область', ['туркестан', 'туркистан', 'кентау', 'сарыагаш']],
  ['Область Ұлытау', ['улытау', 'жезказган', 'сатпаев']],
];

/**
 * The region the texts name (an address, then a workplace): the region of the longest stem found at the start of
 * a word, so that «Алматы облысы» is the oblast and «г. Алматы» the city; null when none is found.
 */
export function regionOf(...texts: ReadonlyArray<string | null | undefined>): string | null {
  for (const text of texts) {
    if (!text) continue;
    const folded = ` ${normalizeSearchText(text.replace(/[-\u2010-\u2015]/g, ' '))}`;
    let best: { region: string; length: number } | null = null;
    for (const [region, stems] of REGIONS) {
      for (const stem of stems) {
        if (folded.includes(` ${stem}`) && stem.length > (best?.length ?? 0))
          best = { region, length: stem.length };
      }
    }
    if (best) return best.region;
  }
  return null;
}
