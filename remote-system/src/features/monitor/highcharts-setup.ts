/**
 * Highcharts with the gauge modules (highcharts-more, solid-gauge) registered: Highcharts 13's module
 * files register themselves on the Highcharts instance loaded before them.
 */
import Highcharts from 'highcharts';
import 'highcharts/highcharts-more';
import 'highcharts/modules/solid-gauge';

export default Highcharts;
