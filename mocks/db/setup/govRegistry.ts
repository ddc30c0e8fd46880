import { HttpResponse } from 'msw';

/**
 * A few records of the government open-data registry of companies (data.gov.il, "מאגר חברות"),
 * with its Hebrew field names, for the lookup of spec section 7 "External lookup". The search
 * matches q in any field, as datastore_search does, and returns at most `limit` records.
 */
export const GOV_RECORDS: ReadonlyArray<Record<string, string | number>> = [
  { _id: 1, 'מספר חברה': 515555555, 'שם חברה': 'גלבוע סחר בע"מ', 'שם באנגלית': 'GILBOA TRADE LTD', 'סוג תאגיד': 'חברה פרטית', 'סטטוס חברה': 'פעילה', 'שם עיר': 'עפולה', 'שם רחוב': 'הרצל', 'מספר בית': 10, 'מיקוד': 1810001 },
  { _id: 2, 'מספר חברה': 516123452, 'שם חברה': 'כרמל פתרונות תשלום בע"מ', 'שם באנגלית': 'CARMEL PAYMENT SOLUTIONS LTD', 'סוג תאגיד': 'חברה פרטית', 'סטטוס חברה': 'פעילה', 'שם עיר': 'חיפה', 'שם רחוב': 'שדרות מוריה', 'מספר בית': 52, 'מיקוד': 3457401 },
  { _id: 3, 'מספר חברה': 516333333, 'שם חברה': 'מאפיית השרון בע"מ', 'שם באנגלית': 'HASHARON BAKERY LTD', 'סוג תאגיד': 'חברה פרטית', 'סטטוס חברה': 'פעילה', 'שם עיר': 'כפר סבא', 'שם רחוב': 'ויצמן', 'מספר בית': 101, 'מיקוד': 4435001 },
  { _id: 4, 'מספר חברה': 514888882, 'שם חברה': 'נגב אנרגיה ירוקה בע"מ', 'שם באנגלית': 'NEGEV GREEN ENERGY LTD', 'סוג תאגיד': 'חברה פרטית', 'סטטוס חברה': 'פעילה', 'שם עיר': 'באר שבע', 'שם רחוב': 'דרך חברון', 'מספר בית': 7, 'מיקוד': 8410001 },
  { _id: 5, 'מספר חברה': 510777774, 'שם חברה': 'אלון הובלות (1998) בע"מ', 'שם באנגלית': 'ALON TRANSPORT (1998) LTD', 'סוג תאגיד': 'חברה פרטית', 'סטטוס חברה': 'מחוקה', 'שם עיר': 'אשדוד', 'שם רחוב': 'הנמל', 'מספר בית': 3, 'מיקוד': 7710001 },
  // Two companies whose numbers share the digits 5164000: searching for them finds both ("Not found").
  { _id: 6, 'מספר חברה': 516400017, 'שם חברה': 'עמק יזרעאל שיווק בע"מ', 'שם באנגלית': 'JEZREEL VALLEY MARKETING LTD', 'סוג תאגיד': 'חברה פרטית', 'סטטוס חברה': 'פעילה', 'שם עיר': 'מגדל העמק', 'שם רחוב': 'הצורן', 'מספר בית': 4, 'מיקוד': 2310001 },
  { _id: 7, 'מספר חברה': 516400025, 'שם חברה': 'עמק יזרעאל לוגיסטיקה בע"מ', 'שם באנגלית': 'JEZREEL VALLEY LOGISTICS LTD', 'סוג תאגיד': 'חברה פרטית', 'סטטוס חברה': 'פעילה', 'שם עיר': 'מגדל העמק', 'שם רחוב': 'הצורן', 'מספר בית': 6, 'מיקוד': 2310001 },
];

/** Searching for this makes the registry fail (the lookup's "gov api failed" message). */
export const GOV_FAILING_QUERY = '999999998';

export const GOV_RESOURCE_ID = 'f004176c-b85f-4542-8901-7b3176f9a054';

export function searchGovRegistry(url: URL): Response {
  const resourceId = url.searchParams.get('resource_id');
  const q = (url.searchParams.get('q') ?? '').trim();
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 100) || 100, 32000);
  if (resourceId !== GOV_RESOURCE_ID) {
    return HttpResponse.json({ success: false, error: { message: 'Not found: Resource was not found.', __type: 'Not Found Error' } }, { status: 404 });
  }
  if (q === GOV_FAILING_QUERY) {
    return HttpResponse.json({ success: false, error: { message: 'Internal Server Error' } }, { status: 503 });
  }
  const found = q ? GOV_RECORDS.filter((r) => Object.values(r).some((v) => String(v).includes(q))) : [...GOV_RECORDS];
  return HttpResponse.json({
    help: 'https://data.gov.il/api/3/action/help_show?name=datastore_search',
    success: true,
    result: { resource_id: resourceId, q, limit, records: found.slice(0, limit), total: found.length },
  });
}
