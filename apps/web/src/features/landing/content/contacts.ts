/**
 * The support desk's phone, WhatsApp and email and the organisation's social pages. The product gives no
 * values; these are the portal's placeholders until the operator supplies its own.
 */
export const SUPPORT = {
  phone: '+7 7172 00 00 00',
  phoneHref: 'tel:+77172000000',
  whatsappHref: 'https://wa.me/77000000000',
  email: 'support@expert-portal.kz',
} as const;

export const SOCIAL_LINKS = [
  { id: 'telegram', href: 'https://t.me/expert_portal_kz' },
  { id: 'instagram', href: 'https://www.instagram.com/expert_portal_kz' },
  { id: 'facebook', href: 'https://www.facebook.com/expertportalkz' },
  { id: 'youtube', href: 'https://www.youtube.com/@expertportalkz' },
] as const;

/** The office in Astana on OpenStreetMap; the page links out instead of embedding a third-party map. */
export const MAP_URL = 'https://www.openstreetmap.org/?mlat=51.1283&mlon=71.4305#map=17/51.1283/71.4305';
