/** Sample slides: a project's milestones, each a coloured panel (no images to fetch). */
export const MILESTONES = [
  { title: 'Survey', text: 'Hydrogeological survey of the Kwa Kathoka site.', tone: 'primary' },
  { title: 'Drilling', text: 'Borehole drilled to 180 m; yield 6 m³ an hour.', tone: 'info' },
  { title: 'Pump house', text: 'Solar pump and a 50 m³ tank installed.', tone: 'success' },
  { title: 'Water kiosks', text: 'Four kiosks serving about 3,000 residents.', tone: 'warning' },
  { title: 'Handover', text: "Handed to the water users' association.", tone: 'danger' },
] as const;

export function SlidePanel({
  title,
  text,
  tone,
  index,
}: {
  title: string;
  text: string;
  tone: string;
  index: number;
}) {
  return (
    <div
      className={`swiper-demo-slide bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}
    >
      <span className="small">Step {index + 1}</span>
      <strong className="fs-5">{title}</strong>
      <span>{text}</span>
    </div>
  );
}
