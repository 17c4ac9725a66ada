// The weaknesses staff may name when they approve a disclosure: CWE's Top 25 and the ones web
// reports most often meet, with their titles as CWE 4.16 gives them. CSAF 2.1 states a weakness
// by id, title and catalogue version together, so a free-typed id is not enough: the console offers
// this list and the server refuses an id outside it.
export const CWE_VERSION = '4.16';

export const CWES: Readonly<Record<string, string>> = {
  'CWE-20': 'Improper Input Validation',
  'CWE-22': "Improper Limitation of a Pathname to a Restricted Directory ('Path Traversal')",
  'CWE-77': "Improper Neutralization of Special Elements used in a Command ('Command Injection')",
  'CWE-78': "Improper Neutralization of Special Elements used in an OS Command ('OS Command Injection')",
  'CWE-79': "Improper Neutralization of Input During Web Page Generation ('Cross-site Scripting')",
  'CWE-89': "Improper Neutralization of Special Elements used in an SQL Command ('SQL Injection')",
  'CWE-94': "Improper Control of Generation of Code ('Code Injection')",
  'CWE-119': 'Improper Restriction of Operations within the Bounds of a Memory Buffer',
  'CWE-125': 'Out-of-bounds Read',
  'CWE-190': 'Integer Overflow or Wraparound',
  'CWE-200': 'Exposure of Sensitive Information to an Unauthorized Actor',
  'CWE-269': 'Improper Privilege Management',
  'CWE-284': 'Improper Access Control',
  'CWE-287': 'Improper Authentication',
  'CWE-306': 'Missing Authentication for Critical Function',
  'CWE-307': 'Improper Restriction of Excessive Authentication Attempts',
  'CWE-347': 'Improper Verification of Cryptographic Signature',
  'CWE-352': 'Cross-Site Request Forgery (CSRF)',
  'CWE-362': "Concurrent Execution using Shared Resource with Improper Synchronization ('Race Condition')",
  'CWE-400': 'Uncontrolled Resource Consumption',
  'CWE-416': 'Use After Free',
  'CWE-434': 'Unrestricted Upload of File with Dangerous Type',
  'CWE-476': 'NULL Pointer Dereference',
  'CWE-502': 'Deserialization of Untrusted Data',
  'CWE-601': "URL Redirection to Untrusted Site ('Open Redirect')",
  'CWE-611': 'Improper Restriction of XML External Entity Reference',
  'CWE-639': 'Authorization Bypass Through User-Controlled Key',
  'CWE-732': 'Incorrect Permission Assignment for Critical Resource',
  'CWE-787': 'Out-of-bounds Write',
  'CWE-798': 'Use of Hard-coded Credentials',
  'CWE-862': 'Missing Authorization',
  'CWE-863': 'Incorrect Authorization',
  'CWE-918': 'Server-Side Request Forgery (SSRF)',
  'CWE-1392': 'Use of Default Credentials',
};

/** The title of a catalogued weakness, or undefined. */
export const cweName = (id: string): string | undefined => (Object.hasOwn(CWES, id) ? CWES[id] : undefined);
