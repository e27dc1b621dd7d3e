// The options of a choice field for a Select, in the form and in the filter bar alike: the declared
// options with their labels, a colour shown as its swatch beside its name.
import { Space } from 'antd';
import type { FieldDeclaration } from '../../define';
import { optionsOf, type TextOf } from '../use-text';
import { ColorSwatch } from './FieldValue';

export const selectOptions = (field: FieldDeclaration, text: TextOf) =>
  optionsOf(field, text).map((o) => ({
    value: o.value,
    label:
      field.type === 'color' ? (
        <Space size={6}>
          <ColorSwatch color={o.value} />
          {o.label}
        </Space>
      ) : (
        o.label
      ),
  }));
