// Spec section 3, "Vehicle record" of the government open-data lookup; section 7 "External lookup".
// We look up companies (the registrar's data set): the fields we read from a record.

export interface CompanyRecord {
  /** Company number (ח״פ), digits only. */
  hetpey: string;
  name: string;
  nameEn?: string;
  address?: string;
  status?: string;
}
