// Generated from api/openapi.yaml by `npm run api:generate`: do not edit by hand.
// The limits the API holds every request field to (api/openapi.yaml, "Bad input" and "Text"), for the portal's
// forms: each request schema's fields by name (nested as `signature.name`, list items as `appliances[].name`),
// each list operation's query parameters by operation, and the bodies with a size cap by operation. One source:
// the fields' maxLength attributes and the yup rules read them here.

/** Each request schema's fields and their limits. */
export const REQUEST_LIMITS = {
  AccountDetails: {
    tradingName: {
      maxLength: 100,
      minLength: 1,
      text: "line"
    },
    vatNumber: {
      pattern: "^\\d{9}$",
      text: "line"
    }
  },
  BankDetailsRequest: {
    accountHolderName: {
      maxLength: 60,
      minLength: 1,
      pattern: "^(?=.*[A-Za-z0-9\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u017F])[A-Za-z0-9\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u017F .&/'\\u2019,()-]+$",
      text: "line"
    },
    sortCode: {
      maxLength: 20,
      pattern: "^[\\s-]*(?:\\d[\\s-]*){6}$",
      text: "line"
    },
    accountNumber: {
      maxLength: 20,
      pattern: "^\\s*(?:\\d\\s*){6,8}$",
      text: "line"
    }
  },
  BulkSignupApprovalRequest: {
    signupIds: {
      maxItems: 100,
      minItems: 1
    }
  },
  CalorSignupRequest: {
    accountNumber: {
      maxLength: 20,
      minLength: 1,
      text: "identity"
    },
    premises: {
      maxLength: 200,
      minLength: 1,
      text: "lines"
    }
  },
  CardPaymentEvent: {
    id: {
      maxLength: 80,
      pattern: "^evt_[A-Za-z0-9_-]{8,76}$",
      text: "line"
    }
  },
  CardPaymentEventData: {
    sessionId: {
      maxLength: 100,
      pattern: "^cs_[A-Za-z0-9_-]{1,96}$",
      text: "line"
    },
    refundId: {
      maxLength: 100,
      pattern: "^re_[A-Za-z0-9_-]{1,96}$",
      text: "line"
    }
  },
  ClaimDecisionRequest: {
    reason: {
      maxLength: 500,
      text: "lines"
    },
    note: {
      maxLength: 500,
      text: "lines"
    }
  },
  ClaimUploadForm: {
    vatNumber: {
      pattern: "^(\\d{9})?$",
      text: "line"
    },
    receiptNumber: {
      maxLength: 30,
      pattern: "^[\\p{L}\\p{N}\\p{Pd} ./#]*$",
      text: "identity"
    },
    purchaseDetails: {
      maxItems: 4,
      minItems: 4
    },
    "purchaseDetails[]": {
      maxLength: 200
    },
    correctsClaimReference: {
      maxLength: 20,
      pattern: "^CLR-[0-9]+$",
      text: "line"
    }
  },
  CompanyDetailsRequest: {
    companyRegistrationOrCharityNumber: {
      maxLength: 10,
      text: "line"
    }
  },
  CreateBacsFileRequest: {
    periodIds: {
      maxItems: 20,
      minItems: 1
    }
  },
  DocumentAnswerCell: {
    $: {
      maxLength: 4000,
      text: "lines"
    }
  },
  DocumentAnswers: {
    $: {
      maxProperties: 20
    }
  },
  DocumentChoices: {
    $: {
      maxItems: 50
    },
    "$[]": {
      maxLength: 200,
      text: "line"
    }
  },
  DocumentRows: {
    $: {
      maxItems: 100
    },
    "$[]": {
      maxProperties: 30
    }
  },
  DocumentSectionAnswers: {
    $: {
      maxProperties: 40
    }
  },
  GasApplianceRequest: {
    name: {
      maxLength: 100,
      minLength: 1,
      text: "line"
    },
    location: {
      maxLength: 100,
      minLength: 1,
      text: "line"
    }
  },
  GasDetailsRequest: {
    appliances: {
      maxItems: 50
    }
  },
  GasRecordUpload: {
    engineerName: {
      maxLength: 100,
      minLength: 1,
      text: "line"
    },
    engineerBusiness: {
      maxLength: 100,
      minLength: 1,
      text: "line"
    },
    gasSafeNumber: {
      maxLength: 20,
      pattern: "^\\s*(\\d\\s*){6,7}$",
      text: "line"
    },
    defects: {
      maxLength: 2000,
      text: "lines"
    },
    actions: {
      maxLength: 2000,
      text: "lines"
    }
  },
  MainContact: {
    name: {
      maxLength: 100,
      minLength: 1,
      text: "line"
    },
    email: {
      maxLength: 100,
      text: "line"
    },
    phone: {
      maxLength: 100,
      text: "line"
    },
    mobile: {
      maxLength: 100,
      text: "line"
    }
  },
  NewPeriodRequest: {
    name: {
      maxLength: 60,
      minLength: 1,
      text: "line"
    }
  },
  NewRetailer: {
    name: {
      maxLength: 100,
      minLength: 1,
      text: "identity"
    },
    address: {
      maxLength: 200,
      minLength: 1,
      text: "line"
    },
    postCode: {
      maxLength: 12,
      minLength: 1,
      text: "line"
    }
  },
  NoPlanToRenewRequest: {
    comments: {
      maxLength: 1000,
      text: "lines"
    }
  },
  PaymentCard: {
    brand: {
      maxLength: 40,
      text: "line"
    },
    last4: {
      pattern: "^\\d{4}$",
      text: "line"
    }
  },
  PaymentCardPaymentRequest: {
    paymentIds: {
      maxItems: 50,
      minItems: 1
    },
    returnUrl: {
      maxLength: 2000
    }
  },
  PeriodAdjustmentRequest: {
    membershipNumber: {
      pattern: "^[A-Z]{2}[0-9]{6}$",
      text: "line"
    },
    reason: {
      maxLength: 500,
      minLength: 1,
      text: "lines"
    }
  },
  PostalAddress: {
    line1: {
      maxLength: 100,
      minLength: 1,
      text: "line"
    },
    line2: {
      maxLength: 100,
      text: "line"
    },
    town: {
      maxLength: 100,
      minLength: 1,
      text: "line"
    },
    county: {
      maxLength: 100,
      text: "line"
    },
    postcode: {
      maxLength: 100,
      pattern: "^[A-Za-z0-9]+ [A-Za-z0-9]+$",
      text: "line"
    }
  },
  ProgrammeSignupRequest: {
    supplierAccountNumber: {
      maxLength: 20,
      minLength: 1,
      text: "identity"
    },
    unitIds: {
      maxItems: 50,
      minItems: 1
    }
  },
  PublishDefaultDocumentRequest: {
    note: {
      maxLength: 1000,
      minLength: 1,
      text: "lines"
    }
  },
  RecordBacsReturnsRequest: {
    returns: {
      maxItems: 1000
    },
    "returns[].reason": {
      maxLength: 200,
      minLength: 1,
      text: "line"
    }
  },
  RetailerSearchRequest: {
    retailerNameOrPostcodeQuery: {
      maxLength: 100,
      minLength: 3,
      text: "line"
    }
  },
  RoleRequirementRequest: {
    courseIds: {
      maxItems: 100
    }
  },
  SaveDraftRequest: {
    confirmedSections: {
      maxItems: 20
    },
    "confirmedSections[]": {
      maxLength: 60,
      pattern: "^[A-Za-z][A-Za-z0-9]*$",
      text: "line"
    }
  },
  SignDocumentRequest: {
    "signature.name": {
      maxLength: 100,
      minLength: 1,
      text: "line"
    },
    "signature.role": {
      maxLength: 100,
      minLength: 1,
      text: "line"
    }
  },
  SignupRejectionRequest: {
    reason: {
      maxLength: 500,
      minLength: 1,
      text: "lines"
    }
  },
  TraineeRequest: {
    firstName: {
      maxLength: 50,
      minLength: 1,
      text: "line"
    },
    lastName: {
      maxLength: 50,
      minLength: 1,
      text: "line"
    }
  },
  UnitRequest: {
    name: {
      maxLength: 100,
      minLength: 1,
      text: "line"
    },
    addressLine1: {
      maxLength: 100,
      minLength: 1,
      text: "line"
    },
    addressLine2: {
      maxLength: 100,
      text: "line"
    },
    town: {
      maxLength: 100,
      minLength: 1,
      text: "line"
    },
    postcode: {
      maxLength: 12,
      pattern: "^\\s*[A-Za-z0-9]+ [A-Za-z0-9]+\\s*$",
      text: "line"
    },
    foodTypeIds: {
      maxItems: 50,
      minItems: 1
    },
    equipmentTypeIds: {
      maxItems: 50
    },
    overnightLocation: {
      maxLength: 200,
      text: "lines"
    }
  }
} as const;

/** Each list operation's query parameters with a limit. */
export const QUERY_LIMITS = {
  exportClaimsAudit: {
    reviewer: {
      maxLength: 100,
      text: "line"
    },
    claimReference: {
      maxLength: 20,
      text: "line"
    }
  },
  getBacsFileExclusions: {
    search: {
      maxLength: 100,
      text: "line"
    }
  },
  getBacsFileLines: {
    search: {
      maxLength: 100,
      text: "line"
    }
  },
  getBacsFiles: {
    reference: {
      maxLength: 20,
      text: "line"
    }
  },
  getClaimQueue: {
    member: {
      maxLength: 100,
      text: "line"
    }
  },
  getClaimsAudit: {
    reviewer: {
      maxLength: 100,
      text: "line"
    },
    claimReference: {
      maxLength: 20,
      text: "line"
    }
  },
  getPeriodMembers: {
    search: {
      maxLength: 100,
      text: "line"
    }
  },
  getSignups: {
    search: {
      maxLength: 100,
      text: "line"
    }
  },
  getTradingUnits: {
    search: {
      maxLength: 100,
      text: "line"
    }
  },
  getUnitsOverview: {
    search: {
      maxLength: 100,
      text: "line"
    }
  },
  searchMembers: {
    q: {
      maxLength: 100,
      minLength: 2,
      text: "line"
    }
  }
} as const;

/** The largest body, in bytes, of the operations with a cap (`x-max-body-bytes`). */
export const BODY_BYTE_LIMITS = {
  publishDefaultFoodSafety: 524288,
  saveDraft: 524288
} as const;
