export interface Option {
  value: string;
  label: string;
}

export interface OptionGroup {
  label: string;
  options: Option[];
}

const option = (label: string): Option => ({
  value: label.toLowerCase().replace(/[^a-z]+/g, '-'),
  label,
});

/** Makueni's sub-counties and their wards. */
export const WARDS_BY_SUB_COUNTY: OptionGroup[] = [
  {
    label: 'Mbooni',
    options: ['Tulimani', 'Mbooni', 'Kithungo/Kitundu', 'Kisau/Kiteta', 'Waia/Kako', 'Kalawa'].map(
      option,
    ),
  },
  { label: 'Kilome', options: ['Kasikeu', 'Mukaa', 'Kiima Kiu/Kalanzoni'].map(option) },
  { label: 'Kaiti', options: ['Ukia', 'Kee', 'Kilungu', 'Ilima'].map(option) },
  {
    label: 'Makueni',
    options: [
      'Wote',
      'Muvau/Kikuumini',
      'Mavindini',
      'Kitise/Kithuki',
      'Kathonzweni',
      'Nzaui/Kilili/Kalamba',
      'Mbitini',
    ].map(option),
  },
  {
    label: 'Kibwezi West',
    options: [
      'Makindu',
      'Nguumo',
      'Kikumbulyu North',
      'Kikumbulyu South',
      'Nguu/Masumba',
      'Emali/Mulala',
    ].map(option),
  },
  {
    label: 'Kibwezi East',
    options: ['Masongaleni', 'Mtito Andei', 'Thange', 'Ivingoni/Nzambani'].map(option),
  },
];

export const SUB_COUNTIES: Option[] = WARDS_BY_SUB_COUNTY.map((group) => option(group.label));

export const ALL_WARDS: Option[] = WARDS_BY_SUB_COUNTY.flatMap((group) => group.options);

export const DEPARTMENTS: Option[] = [
  'Health',
  'Water and Sanitation',
  'Roads and Transport',
  'Agriculture',
  'Education',
  'Trade and Industry',
  'Lands and Housing',
  'Youth and Sports',
].map(option);
