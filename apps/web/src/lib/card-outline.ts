/** A card's outline and corners: MUI's Card (the theme) and the listing cards drawn without it (property-card.tsx). */
export const CARD_BORDER = '1px solid #e5e7eb';
export const CARD_RADIUS = 16;
