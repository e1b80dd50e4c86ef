/** One titled part of a page of running text: its heading and its paragraphs. */
export interface ProseSection {
  title: string;
  paragraphs: readonly string[];
}

/** The parts of a page of running text (the terms, privacy, ranking, accessibility), each under its h2. */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return sections.map((section) => (
    <section key={section.title}>
      <h2>{section.title}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  ));
}
