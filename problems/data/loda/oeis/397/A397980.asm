; A397980: Lower (1/3,1) midsequence of triangular numbers (A000217) and squares (A000290); see Comments.
; Submitted by Science United
; 0,1,5,11,19,30,43,58,76,96,118,143,170,199,231,265,301,340,381,424,470,518,568,621,676,733,793,855,919,986,1055,1126,1200,1276,1354,1435,1518,1603,1691,1781,1873,1968,2065,2164,2266,2370,2476,2585,2696,2809
; Formula: a(n) = truncate(binomial(-7*n,2)/21)

mul $0,-7
bin $0,2
div $0,21
