// The code-block languages of the legacy editor (docs/rules.md#limits: the 23 languages from ActionScript3 to
// Xml, plus plain text). Each id is registered with lowlight under that name, so the stored HTML
// carries class="language-<id>"; CodeFunction and JavaFx have no grammar of their own.
import { createLowlight } from 'lowlight';
import actionscript from 'highlight.js/lib/languages/actionscript';
import bash from 'highlight.js/lib/languages/bash';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import delphi from 'highlight.js/lib/languages/delphi';
import diff from 'highlight.js/lib/languages/diff';
import erlang from 'highlight.js/lib/languages/erlang';
import groovy from 'highlight.js/lib/languages/groovy';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import perl from 'highlight.js/lib/languages/perl';
import php from 'highlight.js/lib/languages/php';
import plaintext from 'highlight.js/lib/languages/plaintext';
import powershell from 'highlight.js/lib/languages/powershell';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import scala from 'highlight.js/lib/languages/scala';
import sql from 'highlight.js/lib/languages/sql';
import vbnet from 'highlight.js/lib/languages/vbnet';
import xml from 'highlight.js/lib/languages/xml';

type Grammar = typeof plaintext;

/** id, label (proper names, the same in both languages) and grammar; 'plain' is labelled by the locale. */
export const CODE_LANGUAGES: readonly { id: string; label: string; grammar: Grammar }[] = [
  { id: 'as3', label: 'ActionScript3', grammar: actionscript },
  { id: 'bash', label: 'Bash/Shell', grammar: bash },
  { id: 'cpp', label: 'C/C++', grammar: cpp },
  { id: 'css', label: 'Css', grammar: css },
  { id: 'cf', label: 'CodeFunction', grammar: plaintext },
  { id: 'csharp', label: 'C#', grammar: csharp },
  { id: 'delphi', label: 'Delphi', grammar: delphi },
  { id: 'diff', label: 'Diff', grammar: diff },
  { id: 'erlang', label: 'Erlang', grammar: erlang },
  { id: 'groovy', label: 'Groovy', grammar: groovy },
  { id: 'html', label: 'Html', grammar: xml },
  { id: 'java', label: 'Java', grammar: java },
  { id: 'jfx', label: 'JavaFx', grammar: java },
  { id: 'js', label: 'Javascript', grammar: javascript },
  { id: 'pl', label: 'Perl', grammar: perl },
  { id: 'php', label: 'Php', grammar: php },
  { id: 'ps', label: 'PowerShell', grammar: powershell },
  { id: 'python', label: 'Python', grammar: python },
  { id: 'ruby', label: 'Ruby', grammar: ruby },
  { id: 'scala', label: 'Scala', grammar: scala },
  { id: 'sql', label: 'Sql', grammar: sql },
  { id: 'vb', label: 'Vb', grammar: vbnet },
  { id: 'xml', label: 'Xml', grammar: xml },
];

export const PLAIN_LANGUAGE = 'plain';

export function makeLowlight() {
  const lowlight = createLowlight();
  for (const language of CODE_LANGUAGES) lowlight.register(language.id, language.grammar);
  lowlight.register(PLAIN_LANGUAGE, plaintext);
  return lowlight;
}
