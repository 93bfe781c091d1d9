// Issue 15, ADR 022: a Help request is answered by email to the address the person gave (the Help
// dialog asks for it; SMS is not used because DLT templates fix an SMS's text in advance). The
// person may have written in either language, so the email carries both.

export function helpAnswerEmail(reference: string, answer: string): { subject: string; text: string } {
  return {
    subject: `Reply to your request ${reference} / आपके अनुरोध ${reference} का उत्तर`,
    text: [
      `Hello, here is our reply to your request ${reference}:`,
      `नमस्ते, आपके अनुरोध ${reference} पर हमारा उत्तर:`,
      '',
      answer,
      '',
      'To add anything, send a new request from the Help menu and quote this reference.',
      'कुछ और जोड़ना हो तो सहायता मेनू से नया अनुरोध भेजें और यह संदर्भ लिखें।',
    ].join('\n'),
  };
}
