import { Fragment, type ReactNode } from 'react';
import type { AiCitation } from '@crm/shared/contracts/ai';

interface AnswerTextProps {
  text: string;
  citations: AiCitation[];
  onCite(citation: AiCitation): void;
}

/** Bold `**x**` and numbered citations `[n]` inside a line; a known number becomes a button. */
function inline(line: string, props: AnswerTextProps, key: string): ReactNode[] {
  return line.split(/(\*\*[^*]+\*\*|\[\d+\])/).map((part, i) => {
    const bold = part.match(/^\*\*(.+)\*\*$/);
    if (bold) return <strong key={`${key}-${i}`}>{bold[1]}</strong>;
    const cite = part.match(/^\[(\d+)\]$/);
    const citation = cite ? props.citations.find((c) => c.n === Number(cite[1])) : undefined;
    if (citation)
      return (
        <button key={`${key}-${i}`} type="button" className="ai-cite" title={citation.title} onClick={() => props.onCite(citation)}>
          {citation.n}
        </button>
      );
    return <Fragment key={`${key}-${i}`}>{part}</Fragment>;
  });
}

/** An answer as the assistant writes it: headings, bullets and paragraphs with citation buttons. */
export function AnswerText(props: AnswerTextProps) {
  return (
    <div className="ai-answer-text">
      {props.text.split('\n').map((line, i) => {
        const key = String(i);
        if (line.startsWith('## ')) return <h4 key={key}>{inline(line.slice(3), props, key)}</h4>;
        if (line.startsWith('- '))
          return (
            <div key={key} className="ai-answer-text__bullet">
              • {inline(line.slice(2), props, key)}
            </div>
          );
        if (!line.trim()) return <div key={key} className="ai-answer-text__gap" />;
        return <p key={key}>{inline(line, props, key)}</p>;
      })}
    </div>
  );
}
