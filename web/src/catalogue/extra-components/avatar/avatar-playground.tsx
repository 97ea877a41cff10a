import { useId, useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { Avatar, type AvatarColor, type AvatarSize, type AvatarStatus } from './avatar';
import { PEOPLE } from './avatar-data';

const SIZES: AvatarSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];
const COLORS: AvatarColor[] = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'dark',
];
const SHAPES = ['circle', 'rounded', 'square'] as const;

/** Every prop of the avatar, to try together. */
export function AvatarPlayground() {
  const id = useId();
  const [name, setName] = useState('Grace Mwikali');
  const [picture, setPicture] = useState(false);
  const [size, setSize] = useState<AvatarSize>('xl');
  const [color, setColor] = useState<AvatarColor>('primary');
  const [solid, setSolid] = useState(false);
  const [shape, setShape] = useState<(typeof SHAPES)[number]>('circle');
  const [status, setStatus] = useState<AvatarStatus | ''>('online');
  return (
    <Row className="g-3 align-items-center">
      <Col md={4} className="text-center">
        <Avatar
          name={name}
          src={picture ? PEOPLE[0].src : undefined}
          size={size}
          color={color}
          solid={solid}
          shape={shape}
          status={status || undefined}
        />
      </Col>
      <Col md={8}>
        <Row className="g-2">
          <Col sm={6}>
            <Form.Label htmlFor={`${id}-name`}>Name</Form.Label>
            <Form.Control
              id={`${id}-name`}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Col>
          <Col sm={6}>
            <Form.Label htmlFor={`${id}-size`}>Size</Form.Label>
            <Form.Select
              id={`${id}-size`}
              value={size}
              onChange={(e) => setSize(e.target.value as AvatarSize)}
            >
              {SIZES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Form.Select>
          </Col>
          <Col sm={6}>
            <Form.Label htmlFor={`${id}-color`}>Colour</Form.Label>
            <Form.Select
              id={`${id}-color`}
              value={color}
              onChange={(e) => setColor(e.target.value as AvatarColor)}
            >
              {COLORS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </Form.Select>
          </Col>
          <Col sm={6}>
            <Form.Label htmlFor={`${id}-shape`}>Shape</Form.Label>
            <Form.Select
              id={`${id}-shape`}
              value={shape}
              onChange={(e) => setShape(e.target.value as (typeof SHAPES)[number])}
            >
              {SHAPES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Form.Select>
          </Col>
          <Col sm={6}>
            <Form.Label htmlFor={`${id}-status`}>Status</Form.Label>
            <Form.Select
              id={`${id}-status`}
              value={status}
              onChange={(e) => setStatus(e.target.value as AvatarStatus | '')}
            >
              <option value="">none</option>
              {(['online', 'away', 'busy', 'offline'] as const).map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Form.Select>
          </Col>
          <Col sm={6} className="d-flex flex-column justify-content-end gap-1">
            <Form.Check
              type="switch"
              id={`${id}-picture`}
              label="Picture"
              checked={picture}
              onChange={(e) => setPicture(e.target.checked)}
            />
            <Form.Check
              type="switch"
              id={`${id}-solid`}
              label="Solid colour"
              checked={solid}
              onChange={(e) => setSolid(e.target.checked)}
            />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}
