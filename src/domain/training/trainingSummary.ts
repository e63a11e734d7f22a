/** The training half of the dashboard's summary: what needs doing, over the trainees still working. */
export interface TrainingSummary {
  activeTrainees: number;
  /** Certificates that count (not replaced by a newer one) and expire within 30 days, the expiry date included. */
  certificatesExpiringSoon: number;
  /** Certificates that count and have expired. */
  certificatesExpired: number;
  /** Trainees whose role requires a course they have no certificate for. */
  traineesMissingTraining: number;
}
