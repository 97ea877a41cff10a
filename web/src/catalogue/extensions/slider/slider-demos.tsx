import Slider from '@rc-component/slider';
import { useState } from 'react';
import { useFormatters } from '@/hooks/use-formatters';
import { useDocumentMode } from '../common/use-document-mode';

/** One value with a visible readout and an accessible name. */
export function BasicSlider() {
  const [value, setValue] = useState(40);
  const { rtl } = useDocumentMode();
  return (
    <div className="slider-demo">
      <p className="mb-2" id="basic-slider-label">
        Progress: <strong>{value}%</strong>
      </p>
      <Slider
        value={value}
        onChange={(v) => setValue(v as number)}
        reverse={rtl}
        ariaLabelledByForHandle="basic-slider-label"
      />
    </div>
  );
}

/** A range with two handles that cannot cross, over a budget band. */
export function RangeSlider() {
  const [value, setValue] = useState<number[]>([10, 60]);
  const { rtl } = useDocumentMode();
  // Millions of shillings, in the portal's one currency label and compact form.
  const { moneyCompact } = useFormatters();
  const money = (v: number) => moneyCompact(v * 1e6);
  return (
    <div className="slider-demo">
      <p className="mb-2">
        Budget between <strong>{money(value[0] ?? 0)}</strong> and{' '}
        <strong>{money(value[1] ?? 0)}</strong>
      </p>
      <Slider
        range
        min={0}
        max={100}
        value={value}
        onChange={(v) => setValue(v as number[])}
        allowCross={false}
        pushable={5}
        reverse={rtl}
        ariaLabelForHandle={['Lowest budget', 'Highest budget']}
        ariaValueTextFormatterForHandle={[money, money]}
      />
    </div>
  );
}

/** Steps of 25 with marks, or only the marked values (step null). */
export function StepSlider() {
  const [value, setValue] = useState(50);
  const [dots, setDots] = useState(20);
  const { rtl } = useDocumentMode();
  const marks = { 0: 'Planned', 25: 'Tendered', 50: 'Started', 75: 'Roofed', 100: 'Done' };
  return (
    <div className="slider-demo">
      <p className="mb-2">Stage: {marks[value as keyof typeof marks] ?? value}</p>
      <Slider
        value={value}
        onChange={(v) => setValue(v as number)}
        step={null}
        marks={marks}
        reverse={rtl}
        ariaLabelForHandle="Project stage"
        ariaValueTextFormatterForHandle={(v) => marks[v as keyof typeof marks] ?? String(v)}
      />
      <p className="mt-5 mb-2">Every 10, with dots: {dots}</p>
      <Slider
        value={dots}
        onChange={(v) => setDots(v as number)}
        step={10}
        dots
        reverse={rtl}
        ariaLabelForHandle="Every 10"
      />
    </div>
  );
}

/** Upright sliders, as for levels in a tank. */
export function VerticalSlider() {
  const [level, setLevel] = useState(70);
  const [range, setRange] = useState<number[]>([20, 80]);
  return (
    <div className="d-flex gap-5 align-items-end" style={{ height: 220 }}>
      <div className="h-100 d-flex flex-column align-items-center gap-2">
        <Slider
          vertical
          value={level}
          onChange={(v) => setLevel(v as number)}
          ariaLabelForHandle="Tank level"
        />
        <span className="small">Tank {level}%</span>
      </div>
      <div className="h-100 d-flex flex-column align-items-center gap-2">
        <Slider
          vertical
          range
          value={range}
          onChange={(v) => setRange(v as number[])}
          ariaLabelForHandle={['Low alarm', 'High alarm']}
        />
        <span className="small">
          Alarms {range[0]}–{range[1]}%
        </span>
      </div>
    </div>
  );
}

/** The value shown above the handle while it is dragged or focused. */
export function TooltipSlider() {
  const [value, setValue] = useState(30);
  const [active, setActive] = useState(false);
  const { rtl } = useDocumentMode();
  return (
    <div className="slider-demo pt-4">
      <Slider
        value={value}
        onChange={(v) => setValue(v as number)}
        reverse={rtl}
        ariaLabelForHandle="Absorption"
        ariaValueTextFormatterForHandle={(v) => `${v}%`}
        handleRender={(node, props) => (
          <span
            className="slider-handle-wrap"
            onFocus={() => setActive(true)}
            onBlur={() => setActive(false)}
          >
            {node}
            {active || props.dragging ? (
              <span
                className="slider-tip"
                style={{ insetInlineStart: `${rtl ? 100 - props.value : props.value}%` }}
                aria-hidden="true"
              >
                {props.value}%
              </span>
            ) : null}
          </span>
        )}
      />
    </div>
  );
}
