// The `select` for an offer the customer chose, quoting the lender form's submission id (FIS12
// select-request examples): the lender answers with on_select, its offer for what the form asked.

export interface SelectChoice {
  providerId: string;
  itemId: string;
  /** The lender-hosted form that was filled (xinput.form.id). */
  formId: string;
  submissionId: string;
}

export function buildSelectMessage(choice: SelectChoice): Record<string, unknown> {
  return {
    order: {
      provider: { id: choice.providerId },
      items: [
        {
          id: choice.itemId,
          xinput: {
            form: { id: choice.formId },
            form_response: { status: 'SUCCESS', submission_id: choice.submissionId },
          },
        },
      ],
    },
  };
}
