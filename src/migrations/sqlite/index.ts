import * as migration_20261122_104920_initial from './20261122_104920_initial';
import * as migration_20261122_112507_home_slider from './20261122_112507_home_slider';

export const migrations = [
  {
    up: migration_20261122_104920_initial.up,
    down: migration_20261122_104920_initial.down,
    name: '20261122_104920_initial',
  },
  {
    up: migration_20261122_112507_home_slider.up,
    down: migration_20261122_112507_home_slider.down,
    name: '20261122_112507_home_slider'
  },
];
