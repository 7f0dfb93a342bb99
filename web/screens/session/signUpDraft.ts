// The sign-up form's values, kept by the login screen while the visitor reads the terms (its own
// module: the sign-up form is a chunk loaded when shown).
export interface SignUpDraft {
  email: string;
  name: string;
  lastName: string;
  companyName: string;
  countryId: string;
  province: string;
  city: string;
  address: string;
  phone: string;
  contact: string;
  postalCode: string;
  languageId: string;
  sector: string;
  accepted: boolean;
  eulaId: number | null;
}

export const emptyDraft: SignUpDraft = {
  email: "",
  name: "",
  lastName: "",
  companyName: "",
  countryId: "",
  province: "",
  city: "",
  address: "",
  phone: "",
  contact: "",
  postalCode: "",
  languageId: "",
  sector: "",
  accepted: false,
  eulaId: null,
};
