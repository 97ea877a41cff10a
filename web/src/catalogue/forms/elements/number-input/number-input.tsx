import { Minus, Plus } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { clampValue, keyAction, parseTyped, stepValue } from './stepper';

export interface NumberInputProps {
  id: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  size?: 'sm' | 'lg';
  disabled?: boolean;
  /** Text before the value (a currency, say). */
  prefix?: string;
  /** Text after the value (a unit). */
  suffix?: string;
  describedBy?: string;
}

/**
 * A number field with − and + buttons. Keyboard: ↑/↓ one step, PageUp/PageDown ten steps,
 * Home/End the minimum/maximum; typed text is checked when the field loses focus or on Enter.
 */
export function NumberInput({
  id,
  value,
  onChange,
  min,
  max,
  step = 1,
  size,
  disabled,
  prefix,
  suffix,
  describedBy,
}: NumberInputProps) {
  const bounds = { min, max, step };
  const [text, setText] = useState(String(value));
  const [isEditing, setIsEditing] = useState(false);

  useEffect(() => setText(String(value)), [value]);

  // Thousands separators while the field is not being edited (1,250,000), plain digits in it.
  const shown = isEditing ? text : value.toLocaleString('en', { maximumFractionDigits: 10 });

  const commit = () => {
    const typed = parseTyped(text);
    const next = typed === null ? value : clampValue(typed, bounds);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      commit();
      return;
    }
    const action = keyAction(event.key, bounds);
    if (!action) return;
    event.preventDefault();
    const base = parseTyped(text) ?? value;
    onChange('to' in action ? action.to : stepValue(base, action.steps, bounds));
  };

  const atMin = min !== undefined && value <= min;
  const atMax = max !== undefined && value >= max;

  return (
    <InputGroup size={size} className="number-input">
      <Button
        variant="outline-secondary"
        onClick={() => onChange(stepValue(value, -1, bounds))}
        disabled={disabled || atMin}
        aria-label="Decrease"
        aria-controls={id}
        tabIndex={-1}
      >
        <Minus size={16} aria-hidden="true" />
      </Button>
      {prefix ? <InputGroup.Text>{prefix}</InputGroup.Text> : null}
      <Form.Control
        id={id}
        type="text"
        inputMode="decimal"
        role="spinbutton"
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-describedby={describedBy}
        className="text-center"
        value={shown}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => setIsEditing(true)}
        onBlur={() => {
          setIsEditing(false);
          commit();
        }}
        onKeyDown={handleKeyDown}
      />
      {suffix ? <InputGroup.Text>{suffix}</InputGroup.Text> : null}
      <Button
        variant="outline-secondary"
        onClick={() => onChange(stepValue(value, 1, bounds))}
        disabled={disabled || atMax}
        aria-label="Increase"
        aria-controls={id}
        tabIndex={-1}
      >
        <Plus size={16} aria-hidden="true" />
      </Button>
    </InputGroup>
  );
}
