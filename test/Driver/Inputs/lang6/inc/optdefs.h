/* Found only with -I (test/Driver/lang6-options.test). */
#define LEN 9
elemental int helper_twice(int);
