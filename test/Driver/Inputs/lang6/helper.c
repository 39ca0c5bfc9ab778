/* Plain C, compiled by cstar -c and archived into a library (lang6-options.test). */
int helper_twice(int k) { return 2 * k; }
