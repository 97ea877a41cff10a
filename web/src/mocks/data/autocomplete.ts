import type { Movie } from '@app/common/apps/autocomplete';

/** 100 well-known films, best ranked first (a sample ranking). */
const TITLES = [
  'The Shawshank Redemption', 'The Godfather', 'The Dark Knight', 'The Godfather Part II',
  '12 Angry Men', "Schindler's List", 'The Lord of the Rings: The Return of the King',
  'Pulp Fiction', 'The Lord of the Rings: The Fellowship of the Ring',
  'The Good, the Bad and the Ugly', 'Forrest Gump', 'Fight Club',
  'The Lord of the Rings: The Two Towers', 'Inception',
  'Star Wars: Episode V - The Empire Strikes Back', 'The Matrix', 'Goodfellas',
  "One Flew Over the Cuckoo's Nest", 'Se7en', 'Seven Samurai', "It's a Wonderful Life",
  'The Silence of the Lambs', 'City of God', 'Saving Private Ryan', 'Life Is Beautiful',
  'Interstellar', 'The Green Mile', 'Star Wars', 'Terminator 2: Judgment Day',
  'Back to the Future', 'Spirited Away', 'Psycho', 'The Pianist', 'Parasite', 'Leon',
  'The Lion King', 'Gladiator', 'American History X', 'The Departed', 'The Usual Suspects',
  'The Prestige', 'Whiplash', 'Casablanca', 'Harakiri', 'The Intouchables', 'Modern Times',
  'Once Upon a Time in the West', 'Rear Window', 'Cinema Paradiso', 'Alien', 'City Lights',
  'Apocalypse Now', 'Memento', 'Raiders of the Lost Ark', 'Django Unchained', 'WALL-E',
  'The Lives of Others', 'Sunset Boulevard', 'Paths of Glory', 'The Shining',
  'The Great Dictator', 'Witness for the Prosecution', 'Aliens', 'American Beauty',
  'Dr. Strangelove', 'The Dark Knight Rises', 'Oldboy', 'Amadeus', 'Toy Story', 'Coco',
  'Braveheart', 'Das Boot', 'Joker', 'Princess Mononoke', 'Good Will Hunting',
  'Once Upon a Time in America', 'Your Name', '3 Idiots', 'High and Low',
  'Singin\' in the Rain', 'Requiem for a Dream', 'Toy Story 3', 'Capernaum',
  'Star Wars: Episode VI - Return of the Jedi', 'Eternal Sunshine of the Spotless Mind',
  '2001: A Space Odyssey', 'Reservoir Dogs', 'Citizen Kane', 'Lawrence of Arabia', 'M',
  'North by Northwest', 'Vertigo', 'Amelie', 'A Clockwork Orange', 'Double Indemnity',
  'Full Metal Jacket', 'Scarface', 'Hamilton', 'Incendies', 'To Kill a Mockingbird',
] as const;

export function buildMovies(): Movie[] {
  return TITLES.map((title, index) => ({ title, rank: index + 1, id: index + 1 }));
}
